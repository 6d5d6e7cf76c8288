import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { VerifiedPasskey } from '../members/passkey.js';
import { beginSignInChallenge, takeSignInChallenge } from '../members/sign-in-challenges.js';
import { aJoinedMember, anOwnerWorld, auditRecordsOf } from '../testing/owner-world.js';
import { addPasskey } from './add-passkey.js';
import { removePasskey } from './remove-passkey.js';

const verified = (credentialId: string): VerifiedPasskey => ({
  credentialId,
  publicKey: 'pQECAyYgASFYIA',
  counter: 0,
  transports: ['internal'],
});

describe('passkey audit records', () => {
  it('name the passkey when it is added and when it is removed, never its key material', async () => {
    const world = await anOwnerWorld();
    const member = await aJoinedMember(world, 'viewer');
    const added = await addPasskey(world.ports, {
      session: member.active,
      name: '  Phone ',
      passkey: verified('cred-1'),
      requestId: 'req-add',
    });
    await removePasskey(world.ports, {
      session: member.active,
      passkeyId: added.id,
      requestId: 'req-remove',
    });
    const records = (await auditRecordsOf(world.ports, world.accountId)).filter((r) =>
      r.action.startsWith('passkey.'),
    );
    const byAction = new Map(records.map((r) => [r.action, r]));
    assert.deepEqual(byAction.get('passkey.added')?.changes, { name: { from: null, to: 'Phone' } });
    assert.deepEqual(byAction.get('passkey.removed')?.changes, {
      name: { from: 'Phone', to: null },
    });
    for (const record of records) {
      assert.equal(record.resourceId, added.id);
      assert.deepEqual(record.actor, {
        type: 'web',
        id: member.active.publicId,
        memberId: member.memberId,
      });
    }
    assert.doesNotMatch(JSON.stringify(records), /cred-1|pQECAyYgASFYIA/);
  });
});

describe('sign-in challenges', () => {
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
