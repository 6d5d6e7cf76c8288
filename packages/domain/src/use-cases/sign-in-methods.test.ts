import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { VerifiedPasskey } from '../members/passkey.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aJoinedMember, anOwnerWorld, auditRecordsOf } from '../testing/owner-world.js';
import { addPasskey } from './add-passkey.js';
import { bindIdentity } from './bind-identity.js';
import { completePasskeySignIn } from './complete-passkey-sign-in.js';
import { findPasskeyForSignIn } from './find-passkey-for-sign-in.js';
import { listIdentities } from './list-identities.js';
import { listPasskeys } from './list-passkeys.js';
import { removeMember } from './remove-member.js';
import { removePasskey } from './remove-passkey.js';
import { resumeWebSession } from './resume-web-session.js';
import { signInWithIdentity } from './sign-in-with-identity.js';

const ISSUER = 'https://id.example.org';
const KEY: VerifiedPasskey = {
  credentialId: 'cred-1',
  publicKey: 'pQECAyYgASFYIK',
  counter: 0,
  transports: ['internal'],
};

describe('passkeys', () => {
  it('adds a named passkey, lists it without key material, signs in with it and audits', async () => {
    const world = await anOwnerWorld();
    const editor = await aJoinedMember(world, 'editor');
    const added = await addPasskey(world.ports, {
      session: editor.active,
      name: '  Phone ',
      passkey: KEY,
      requestId: 'r',
    });
    assert.equal(added.name, 'Phone');
    assert.deepEqual(await listPasskeys(world.ports, editor.active), [added]);

    const found = await findPasskeyForSignIn(world.ports, 'cred-1');
    assert.equal(found?.memberId, editor.memberId);
    assert.ok(found);
    const signIn = await completePasskeySignIn(world.ports, {
      passkey: found,
      counter: 5,
      requestId: 'r2',
    });
    assert.ok(signIn.ok);
    assert.equal((await resumeWebSession(world.ports, signIn.session.sessionId))?.role, 'editor');
    assert.equal((await listPasskeys(world.ports, editor.active))[0]?.lastUsedAt !== null, true);

    const actions = (await auditRecordsOf(world.ports, world.accountId)).map((r) => r.action);
    assert.ok(actions.includes('passkey.added'));
    assert.doesNotMatch(JSON.stringify(await auditRecordsOf(world.ports, world.accountId)), /pQEC/);
  });

  it('refuses a credential added already, an empty name, and a counter that did not rise', async () => {
    const world = await anOwnerWorld();
    const editor = await aJoinedMember(world, 'editor');
    const input = { session: editor.active, name: 'Key', passkey: KEY, requestId: 'r' };
    await addPasskey(world.ports, input);
    await expectDomainRejection(() => addPasskey(world.ports, input), 'invalid_passkey');
    await expectDomainRejection(
      () =>
        addPasskey(world.ports, { ...input, name: ' ', passkey: { ...KEY, credentialId: 'c2' } }),
      'invalid_passkey',
      'name',
    );
    const found = await findPasskeyForSignIn(world.ports, 'cred-1');
    assert.ok(found);
    assert.ok(
      (await completePasskeySignIn(world.ports, { passkey: found, counter: 3, requestId: 'a' })).ok,
    );
    // The same signature count again (a cloned authenticator, or a replay) signs in nobody.
    const stale = { passkey: found, counter: 3, requestId: 'b' };
    assert.deepEqual(await completePasskeySignIn(world.ports, stale), { ok: false });
  });

  it('removes a passkey of one’s own only; a removed passkey or member signs in no more', async () => {
    const world = await anOwnerWorld();
    const editor = await aJoinedMember(world, 'editor');
    const viewer = await aJoinedMember(world, 'viewer');
    const added = await addPasskey(world.ports, {
      session: editor.active,
      name: 'Phone',
      passkey: KEY,
      requestId: 'r',
    });
    await expectDomainRejection(
      () =>
        removePasskey(world.ports, { session: viewer.active, passkeyId: added.id, requestId: 'r' }),
      'passkey_not_found',
    );
    const found = await findPasskeyForSignIn(world.ports, 'cred-1');
    assert.ok(found);
    await removePasskey(world.ports, {
      session: editor.active,
      passkeyId: added.id,
      requestId: 'r',
    });
    assert.equal(await findPasskeyForSignIn(world.ports, 'cred-1'), null);
    // A sign-in that found the passkey before it was removed still fails.
    assert.deepEqual(
      await completePasskeySignIn(world.ports, { passkey: found, counter: 1, requestId: 'r' }),
      { ok: false },
    );

    await addPasskey(world.ports, {
      session: viewer.active,
      name: 'Key',
      passkey: KEY,
      requestId: 'r',
    });
    const owner = await aJoinedMember(world, 'owner');
    await removeMember(
      world.ports,
      {
        accountId: world.accountId,
        actor: { type: 'web', id: owner.active.publicId, memberId: owner.memberId },
        requestId: 'r',
      },
      viewer.memberId,
    );
    assert.equal(await findPasskeyForSignIn(world.ports, 'cred-1'), null);
  });
});

describe('identity-provider logins', () => {
  it('binds an identity to the member signed in, once, and signs them in with it', async () => {
    const world = await anOwnerWorld();
    const viewer = await aJoinedMember(world, 'viewer');
    const input = { session: viewer.active, issuer: ISSUER, subject: 'sub-1', requestId: 'r' };
    assert.equal(await bindIdentity(world.ports, input), true);
    assert.equal(await bindIdentity(world.ports, input), false);
    assert.deepEqual(
      (await listIdentities(world.ports, viewer.active)).map((i) => [i.issuer, i.subject]),
      [[ISSUER, 'sub-1']],
    );
    const signIn = await signInWithIdentity(world.ports, {
      issuer: ISSUER,
      subject: 'sub-1',
      requestId: 'r',
    });
    assert.ok(signIn.ok);
    assert.equal(signIn.session.memberId, viewer.memberId);
    const bound = (await auditRecordsOf(world.ports, world.accountId)).filter(
      (r) => r.action === 'identity.bound',
    );
    assert.equal(bound.length, 1);
  });

  it('never binds an identity bound to someone else, and the same subject of another issuer is another identity', async () => {
    const world = await anOwnerWorld();
    const viewer = await aJoinedMember(world, 'viewer');
    const editor = await aJoinedMember(world, 'editor');
    await bindIdentity(world.ports, {
      session: viewer.active,
      issuer: ISSUER,
      subject: 's',
      requestId: 'r',
    });
    await expectDomainRejection(
      () =>
        bindIdentity(world.ports, {
          session: editor.active,
          issuer: ISSUER,
          subject: 's',
          requestId: 'r',
        }),
      'identity_already_bound',
    );
    const other = { issuer: 'https://other.example', subject: 's', requestId: 'r' };
    assert.deepEqual(await signInWithIdentity(world.ports, other), { ok: false });
  });
});
