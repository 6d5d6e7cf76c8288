import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { VerifiedPasskey } from '../members/passkey.js';
import { beginSignInChallenge, takeSignInChallenge } from '../members/sign-in-challenges.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aJoinedMember, anOwnerWorld, auditRecordsOf } from '../testing/owner-world.js';
import { addPasskey } from './add-passkey.js';
import { completePasskeySignIn } from './complete-passkey-sign-in.js';
import { findPasskeyForSignIn } from './find-passkey-for-sign-in.js';
import { listPasskeys } from './list-passkeys.js';
import { removePasskey } from './remove-passkey.js';

const verified = (credentialId: string): VerifiedPasskey => ({
  credentialId,
  publicKey: 'pQECAyYgASFYIA',
  counter: 0,
  transports: ['internal'],
});

async function aMemberWithAPasskey() {
  const world = await anOwnerWorld();
  const member = await aJoinedMember(world, 'viewer');
  const added = await addPasskey(world.ports, {
    session: member.active,
    name: '  Phone ',
    passkey: verified('cred-1'),
    requestId: 'req-add',
  });
  return { world, member, added };
}

describe('passkeys of a member (D46)', () => {
  it('adds a passkey under its trimmed name, lists it for its member only, and audits the name without key material', async () => {
    const { world, member, added } = await aMemberWithAPasskey();
    assert.equal(added.name, 'Phone');
    assert.deepEqual(await listPasskeys(world.ports, member.active), [
      { id: added.id, name: 'Phone', createdAt: added.createdAt, lastUsedAt: null },
    ]);
    const other = await aJoinedMember(world, 'editor');
    assert.deepEqual(await listPasskeys(world.ports, other.active), []);
    const record = (await auditRecordsOf(world.ports, world.accountId)).find(
      (r) => r.action === 'passkey.added',
    );
    assert.deepEqual(record?.changes, { name: { from: null, to: 'Phone' } });
    assert.deepEqual(record?.actor, {
      type: 'web',
      id: member.active.publicId,
      memberId: member.memberId,
    });
    assert.doesNotMatch(JSON.stringify(record), /cred-1|pQECAyYgASFYIA/);
  });

  it('refuses a credential stored already, and a name of 65 characters, storing nothing', async () => {
    const { world, member } = await aMemberWithAPasskey();
    await expectDomainRejection(
      () =>
        addPasskey(world.ports, {
          session: member.active,
          name: 'Laptop',
          passkey: verified('cred-1'),
          requestId: 'r',
        }),
      'invalid_passkey',
    );
    await expectDomainRejection(
      () =>
        addPasskey(world.ports, {
          session: member.active,
          name: 'x'.repeat(65),
          passkey: verified('cred-2'),
          requestId: 'r',
        }),
      'invalid_passkey',
      'name',
    );
    assert.equal((await listPasskeys(world.ports, member.active)).length, 1);
  });

  it('signs in with a passkey whose counter rose, records its use, and refuses the same counter again', async () => {
    const { world, member } = await aMemberWithAPasskey();
    const found = await findPasskeyForSignIn(world.ports, 'cred-1');
    assert.ok(found);
    world.clock.advance(60_000);
    const first = await completePasskeySignIn(world.ports, {
      passkey: found,
      counter: 3,
      requestId: 'r1',
    });
    assert.equal(first.ok, true);
    const [listed] = await listPasskeys(world.ports, member.active);
    assert.equal(listed?.lastUsedAt, world.clock.now().toISOString());
    const again = await findPasskeyForSignIn(world.ports, 'cred-1');
    assert.ok(again);
    const replayed = await completePasskeySignIn(world.ports, {
      passkey: again,
      counter: 3,
      requestId: 'r2',
    });
    assert.deepEqual(replayed, { ok: false });
    // Two sign-ins that read the same counter: only the first one counts.
    const stale = await completePasskeySignIn(world.ports, {
      passkey: found,
      counter: 4,
      requestId: 'r3',
    });
    assert.deepEqual(stale, { ok: false });
  });

  it('removes a passkey, which then signs in no more, auditing its name; another member cannot remove it', async () => {
    const { world, member, added } = await aMemberWithAPasskey();
    const other = await aJoinedMember(world, 'owner', 'second.owner@example.com');
    await expectDomainRejection(
      () =>
        removePasskey(world.ports, { session: other.active, passkeyId: added.id, requestId: 'r' }),
      'passkey_not_found',
    );
    await removePasskey(world.ports, {
      session: member.active,
      passkeyId: added.id,
      requestId: 'req-remove',
    });
    assert.equal(await findPasskeyForSignIn(world.ports, 'cred-1'), null);
    assert.deepEqual(await listPasskeys(world.ports, member.active), []);
    const record = (await auditRecordsOf(world.ports, world.accountId)).find(
      (r) => r.action === 'passkey.removed',
    );
    assert.equal(record?.resourceId, added.id);
    assert.deepEqual(record?.changes, { name: { from: 'Phone', to: null } });
  });
});

describe('sign-in challenges (D46)', () => {
  it('answers a challenge once, for its own kind only, until it expires', async () => {
    const world = await anOwnerWorld();
    const begin = (key: string) =>
      beginSignInChallenge(world.ports, {
        kind: 'passkey_sign_in',
        key,
        accountId: null,
        memberId: null,
        payload: '{}',
      });
    await begin('challenge-1');
    const taken = await takeSignInChallenge(world.ports, {
      kind: 'passkey_sign_in',
      key: 'challenge-1',
    });
    assert.equal(taken?.kind, 'passkey_sign_in');
    assert.equal(
      await takeSignInChallenge(world.ports, { kind: 'passkey_sign_in', key: 'challenge-1' }),
      null,
      'used once',
    );
    await begin('challenge-2');
    assert.equal(
      await takeSignInChallenge(world.ports, { kind: 'passkey_registration', key: 'challenge-2' }),
      null,
      'begun for a sign-in, not for adding a passkey',
    );
    assert.equal(
      await takeSignInChallenge(world.ports, { kind: 'passkey_sign_in', key: 'challenge-2' }),
      null,
      'a refused take used it up too',
    );
    await begin('challenge-3');
    world.clock.advance(5 * 60_000);
    assert.equal(
      await takeSignInChallenge(world.ports, { kind: 'passkey_sign_in', key: 'challenge-3' }),
      null,
      'five minutes later',
    );
  });
});
