import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  anIdentityRecord,
  anInvitationRecord,
  aPasskeyRecord,
  aSignInChallengeRecord,
  DEFAULT_MEMBER_ID,
} from '../owner-builders.js';
import { MEMBER_A2, MEMBER_B, seedMembers } from './owner-stores-contract.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

/** The D45/D46 stores: invitations, identities, passkeys and sign-in challenges. */
export function describeSignInMethodStoresContract(factory: PortsFactory): void {
  describe('InvitationStore contract', () => {
    const ports = useSeededPorts(factory);

    it('finds an invitation without using it up, gives it back once, then never again', async () => {
      await seedMembers(ports());
      const invitation = anInvitationRecord({
        accountId: ACCOUNT_A,
        email: 'guest@example.com',
        invitedBy: DEFAULT_MEMBER_ID,
        role: 'viewer',
      });
      await ports().invitations.insert(invitation);
      assert.deepEqual(await ports().invitations.find(invitation.tokenHash), invitation);
      assert.deepEqual(await ports().invitations.take(invitation.tokenHash), invitation);
      assert.equal(await ports().invitations.take(invitation.tokenHash), null);
      assert.equal(await ports().invitations.find(invitation.tokenHash), null);
    });

    it('keeps an invitation whose inviter was removed', async () => {
      await seedMembers(ports());
      const invitation = anInvitationRecord({ accountId: ACCOUNT_A, invitedBy: MEMBER_A2 });
      await ports().invitations.insert(invitation);
      await ports().members.delete(ACCOUNT_A, MEMBER_A2);
      assert.equal((await ports().invitations.find(invitation.tokenHash))?.id, invitation.id);
    });

    it('lists an account’s invitations oldest first, expired ones too, and no other account’s', async () => {
      const later = anInvitationRecord({
        accountId: ACCOUNT_A,
        createdAt: '2026-11-02T09:00:00.000Z',
        expiresAt: '2026-11-09T09:00:00.000Z',
      });
      const earlier = anInvitationRecord({ accountId: ACCOUNT_A, invitedBy: DEFAULT_MEMBER_ID });
      const theirs = anInvitationRecord({ accountId: ACCOUNT_B });
      for (const invitation of [later, earlier, theirs]) {
        await ports().invitations.insert(invitation);
      }
      assert.deepEqual(await ports().invitations.listByAccount(ACCOUNT_A), [earlier, later]);
      assert.deepEqual(await ports().invitations.listByAccount(ACCOUNT_B), [theirs]);
    });

    it('revokes an invitation of the account once, so its link stops working', async () => {
      const invitation = anInvitationRecord({ accountId: ACCOUNT_A });
      await ports().invitations.insert(invitation);
      assert.equal(await ports().invitations.revoke(ACCOUNT_B, invitation.id), null);
      assert.deepEqual(await ports().invitations.revoke(ACCOUNT_A, invitation.id), invitation);
      assert.equal(await ports().invitations.revoke(ACCOUNT_A, invitation.id), null);
      assert.equal(await ports().invitations.find(invitation.tokenHash), null);
      assert.equal(await ports().invitations.take(invitation.tokenHash), null);
    });
  });

  describe('IdentityStore contract', () => {
    const ports = useSeededPorts(factory);

    it('finds an identity by issuer and subject, and lists a member’s oldest first', async () => {
      await seedMembers(ports());
      const first = anIdentityRecord({ accountId: ACCOUNT_A, subject: 'alice' });
      const second = anIdentityRecord({
        accountId: ACCOUNT_A,
        issuer: 'https://id.example.com',
        subject: 'alice',
        createdAt: '2026-11-02T09:00:00.000Z',
      });
      await ports().identities.insert(second);
      await ports().identities.insert(first);
      assert.deepEqual(await ports().identities.find(first.issuer, 'alice'), first);
      assert.equal(await ports().identities.find(first.issuer, 'ALICE'), null);
      assert.equal(await ports().identities.find('http://127.0.0.1:9001', 'alice'), null);
      assert.deepEqual(await ports().identities.listByMember(ACCOUNT_A, DEFAULT_MEMBER_ID), [
        first,
        second,
      ]);
      assert.deepEqual(await ports().identities.listByMember(ACCOUNT_B, DEFAULT_MEMBER_ID), []);
    });

    it('refuses the same issuer and subject bound a second time, to anyone', async () => {
      await seedMembers(ports());
      const bound = anIdentityRecord({ accountId: ACCOUNT_A, subject: 'bob' });
      await ports().identities.insert(bound);
      await assert.rejects(() =>
        ports().identities.insert({ ...bound, accountId: ACCOUNT_B, memberId: MEMBER_B }),
      );
    });
  });

  describe('PasskeyStore contract', () => {
    const ports = useSeededPorts(factory);

    it('finds a passkey by credential id in any account and lists a member’s oldest first', async () => {
      await seedMembers(ports());
      const phone = aPasskeyRecord({ accountId: ACCOUNT_A, transports: ['internal', 'hybrid'] });
      const key = aPasskeyRecord({
        accountId: ACCOUNT_A,
        name: 'YubiKey',
        counter: 7,
        transports: [],
        createdAt: '2026-11-02T09:00:00.000Z',
        lastUsedAt: '2026-11-03T09:00:00.000Z',
      });
      await ports().passkeys.insert(key);
      await ports().passkeys.insert(phone);
      assert.deepEqual(await ports().passkeys.findByCredentialId(key.credentialId), key);
      assert.equal(await ports().passkeys.findByCredentialId('unknown'), null);
      assert.deepEqual(await ports().passkeys.listByMember(ACCOUNT_A, DEFAULT_MEMBER_ID), [
        phone,
        key,
      ]);
      assert.deepEqual(await ports().passkeys.listByMember(ACCOUNT_A, MEMBER_A2), []);
    });

    it('refuses a credential id stored already', async () => {
      await seedMembers(ports());
      const passkey = aPasskeyRecord({ accountId: ACCOUNT_A });
      await ports().passkeys.insert(passkey);
      await assert.rejects(() =>
        ports().passkeys.insert(
          aPasskeyRecord({
            accountId: ACCOUNT_B,
            memberId: MEMBER_B,
            credentialId: passkey.credentialId,
          }),
        ),
      );
    });

    it('records a use only while the counter is the one read', async () => {
      await seedMembers(ports());
      const passkey = aPasskeyRecord({ accountId: ACCOUNT_A, counter: 3 });
      await ports().passkeys.insert(passkey);
      const at = '2026-11-05T09:00:00.000Z';
      assert.equal(await ports().passkeys.recordUse(passkey.id, 3, 4, at), true);
      assert.equal(await ports().passkeys.recordUse(passkey.id, 3, 5, at), false);
      const stored = await ports().passkeys.findByCredentialId(passkey.credentialId);
      assert.equal(stored?.counter, 4);
      assert.equal(stored?.lastUsedAt, at);
      assert.equal(await ports().passkeys.recordUse('no such id', 0, 1, at), false);
    });

    it('deletes a member’s own passkey only', async () => {
      await seedMembers(ports());
      const passkey = aPasskeyRecord({ accountId: ACCOUNT_A });
      await ports().passkeys.insert(passkey);
      assert.equal(await ports().passkeys.delete(ACCOUNT_A, MEMBER_A2, passkey.id), false);
      assert.equal(await ports().passkeys.delete(ACCOUNT_B, DEFAULT_MEMBER_ID, passkey.id), false);
      assert.equal(await ports().passkeys.delete(ACCOUNT_A, DEFAULT_MEMBER_ID, passkey.id), true);
      assert.equal(await ports().passkeys.findByCredentialId(passkey.credentialId), null);
      assert.equal(await ports().passkeys.delete(ACCOUNT_A, DEFAULT_MEMBER_ID, passkey.id), false);
    });
  });

  describe('SignInChallengeStore contract', () => {
    const ports = useSeededPorts(factory);

    it('gives a challenge back once, with or without a member', async () => {
      await seedMembers(ports());
      const anonymous = aSignInChallengeRecord();
      const ofMember = aSignInChallengeRecord({
        kind: 'passkey_registration',
        accountId: ACCOUNT_A,
        memberId: DEFAULT_MEMBER_ID,
        payload: '{"challenge":"c"}',
      });
      await ports().signInChallenges.insert(anonymous);
      await ports().signInChallenges.insert(ofMember);
      assert.deepEqual(await ports().signInChallenges.take(anonymous.keyHash), anonymous);
      assert.equal(await ports().signInChallenges.take(anonymous.keyHash), null);
      assert.deepEqual(await ports().signInChallenges.take(ofMember.keyHash), ofMember);
    });

    it('deletes the challenges expired at a time, and only those', async () => {
      const expired = aSignInChallengeRecord({ expiresAt: '2026-11-01T09:05:00.000Z' });
      const atTheTime = aSignInChallengeRecord({ expiresAt: '2026-11-01T09:10:00.000Z' });
      const later = aSignInChallengeRecord({ expiresAt: '2026-11-01T09:15:00.000Z' });
      for (const c of [expired, atTheTime, later]) await ports().signInChallenges.insert(c);
      assert.equal(await ports().signInChallenges.deleteExpired('2026-11-01T09:10:00.000Z'), 2);
      assert.equal(await ports().signInChallenges.take(expired.keyHash), null);
      assert.deepEqual(await ports().signInChallenges.take(later.keyHash), later);
    });
  });
}
