import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Ports } from '../../ports/ports.js';
import {
  aMember,
  anIdentityRecord,
  aPasskeyRecord,
  aSignInChallengeRecord,
  aSignInLinkRecord,
  aWebSessionRecord,
  DEFAULT_MEMBER_ID,
} from '../owner-builders.js';
import { sequentialId } from '../sequential-ids.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

/** A second member of account A and one of account B, for scoping checks. */
export const MEMBER_A2 = sequentialId(0x3e3c);
export const MEMBER_B = sequentialId(0x3e3d);

/** Saves the default member (owner of A), another of A (an editor) and one of B. */
export async function seedMembers(ports: Ports): Promise<void> {
  await ports.members.save(aMember({ accountId: ACCOUNT_A }));
  await ports.members.save(
    aMember({
      id: MEMBER_A2,
      accountId: ACCOUNT_A,
      email: null,
      emailKey: null,
      role: 'editor',
      createdAt: '2026-11-02T09:00:00.000Z',
    }),
  );
  await ports.members.save(
    aMember({
      id: MEMBER_B,
      accountId: ACCOUNT_B,
      email: 'b@example.com',
      emailKey: 'b@example.com',
    }),
  );
}

/** The D28/D29/D45 stores: members, web sessions, sign-in links. */
export function describeOwnerStoresContract(factory: PortsFactory): void {
  describe('MemberStore contract', () => {
    const ports = useSeededPorts(factory);

    it('keeps the language a member chose, and forgets it when they choose Automatic again', async () => {
      await seedMembers(ports());
      const chosen = aMember({ accountId: ACCOUNT_A, language: 'zh-Hans' });
      await ports().members.save(chosen);
      assert.equal((await ports().members.findById(ACCOUNT_A, chosen.id))?.language, 'zh-Hans');
      assert.equal((await ports().members.findById(ACCOUNT_A, MEMBER_A2))?.language ?? null, null);
      await ports().members.save({ ...chosen, language: null });
      assert.equal((await ports().members.findById(ACCOUNT_A, chosen.id))?.language ?? null, null);
    });

    it('saves members and finds them by account and id, by email key, and lists them oldest first', async () => {
      await seedMembers(ports());
      const owner = aMember({ accountId: ACCOUNT_A });
      assert.deepEqual(await ports().members.findById(ACCOUNT_A, DEFAULT_MEMBER_ID), owner);
      assert.deepEqual(await ports().members.findByEmailKey('owner@example.com'), owner);
      assert.equal(await ports().members.findByEmailKey('other@example.com'), null);
      assert.equal(await ports().members.findById(ACCOUNT_B, DEFAULT_MEMBER_ID), null);
      assert.deepEqual(
        (await ports().members.listByAccount(ACCOUNT_A)).map((m) => [m.id, m.role]),
        [
          [DEFAULT_MEMBER_ID, 'owner'],
          [MEMBER_A2, 'editor'],
        ],
      );
    });

    it('replaces a member saved again (a password set later, a role changed)', async () => {
      await seedMembers(ports());
      const updated = aMember({
        accountId: ACCOUNT_A,
        passwordHash: 'h',
        role: 'viewer',
        updatedAt: '2026-11-02T00:00:00.000Z',
      });
      await ports().members.save(updated);
      assert.deepEqual(await ports().members.findById(ACCOUNT_A, DEFAULT_MEMBER_ID), updated);
      assert.equal((await ports().members.listByAccount(ACCOUNT_A)).length, 2);
    });

    it('refuses a second member with the same email key, in any account', async () => {
      await seedMembers(ports());
      await assert.rejects(() =>
        ports().members.save(
          aMember({ id: sequentialId(0x3e3f), accountId: ACCOUNT_B, role: 'viewer' }),
        ),
      );
    });

    it('lets several members have no email yet', async () => {
      await seedMembers(ports());
      const third = aMember({ id: sequentialId(0x3e40), email: null, emailKey: null });
      await ports().members.save(third);
      assert.equal((await ports().members.findById(ACCOUNT_A, third.id))?.email, null);
    });

    it('deletes a member with their sessions, links, identities, passkeys and challenges only', async () => {
      await seedMembers(ports());
      const p = ports();
      const mine = { accountId: ACCOUNT_A, memberId: MEMBER_A2 };
      const theirs = { accountId: ACCOUNT_A, memberId: DEFAULT_MEMBER_ID };
      for (const owner of [mine, theirs]) {
        await p.webSessions.insert(aWebSessionRecord(owner));
        await p.signInLinks.insert(aSignInLinkRecord(owner));
        await p.identities.insert(anIdentityRecord(owner));
        await p.passkeys.insert(aPasskeyRecord(owner));
      }
      const challenge = aSignInChallengeRecord({ kind: 'passkey_registration', ...mine });
      await p.signInChallenges.insert(challenge);
      assert.equal(await p.members.delete(ACCOUNT_B, MEMBER_A2), false, 'scoped by account');
      assert.equal(await p.members.delete(ACCOUNT_A, MEMBER_A2), true);
      assert.equal(await p.members.delete(ACCOUNT_A, MEMBER_A2), false);
      assert.equal(await p.members.findById(ACCOUNT_A, MEMBER_A2), null);
      assert.deepEqual(await p.webSessions.listByMember(ACCOUNT_A, MEMBER_A2), []);
      assert.deepEqual(await p.identities.listByMember(ACCOUNT_A, MEMBER_A2), []);
      assert.deepEqual(await p.passkeys.listByMember(ACCOUNT_A, MEMBER_A2), []);
      assert.equal(await p.signInChallenges.take(challenge.keyHash), null);
      assert.equal((await p.webSessions.listByMember(ACCOUNT_A, DEFAULT_MEMBER_ID)).length, 1);
      assert.equal((await p.identities.listByMember(ACCOUNT_A, DEFAULT_MEMBER_ID)).length, 1);
      assert.equal((await p.passkeys.listByMember(ACCOUNT_A, DEFAULT_MEMBER_ID)).length, 1);
    });

    it('lists the members inside a transaction like outside it', async () => {
      await seedMembers(ports());
      const listed = await ports().unitOfWork.transaction((tx) =>
        tx.members.listByAccount(ACCOUNT_A),
      );
      assert.equal(listed.length, 2);
    });
  });

  describe('WebSessionStore contract', () => {
    const ports = useSeededPorts(factory);

    it('finds a session by its hash, touches it and deletes it once', async () => {
      await seedMembers(ports());
      const session = aWebSessionRecord({ accountId: ACCOUNT_A });
      const sessions = ports().webSessions;
      await sessions.insert(session);
      assert.deepEqual(await sessions.findByHash(session.idHash), session);
      assert.equal(await sessions.touch(session.idHash, '2026-11-03T00:00:00.000Z'), true);
      assert.equal(
        (await sessions.findByHash(session.idHash))?.lastSeenAt,
        '2026-11-03T00:00:00.000Z',
      );
      assert.equal(await sessions.delete(session.idHash), true);
      assert.equal(await sessions.delete(session.idHash), false);
      assert.equal(await sessions.touch(session.idHash, '2026-11-04T00:00:00.000Z'), false);
      assert.equal(await sessions.findByHash(session.idHash), null);
    });

    it('deletes every session of a member but the one kept, and no other member’s', async () => {
      await seedMembers(ports());
      const sessions = ports().webSessions;
      const kept = aWebSessionRecord({ accountId: ACCOUNT_A });
      const other = aWebSessionRecord({ accountId: ACCOUNT_A });
      const sameAccount = aWebSessionRecord({ accountId: ACCOUNT_A, memberId: MEMBER_A2 });
      const foreign = aWebSessionRecord({ accountId: ACCOUNT_B, memberId: MEMBER_B });
      for (const s of [kept, other, sameAccount, foreign]) await sessions.insert(s);
      assert.equal(await sessions.deleteAllOfMember(ACCOUNT_A, DEFAULT_MEMBER_ID, kept.idHash), 1);
      assert.deepEqual(await sessions.listByMember(ACCOUNT_A, DEFAULT_MEMBER_ID), [kept]);
      assert.deepEqual(await sessions.listByMember(ACCOUNT_A, MEMBER_A2), [sameAccount]);
      assert.deepEqual(await sessions.listByMember(ACCOUNT_B, MEMBER_B), [foreign]);
      assert.equal(await sessions.deleteAllOfMember(ACCOUNT_B, DEFAULT_MEMBER_ID, null), 0);
      assert.equal(await sessions.deleteAllOfMember(ACCOUNT_A, DEFAULT_MEMBER_ID, null), 1);
      assert.deepEqual(await sessions.listByMember(ACCOUNT_A, DEFAULT_MEMBER_ID), []);
    });

    it('lists a member’s sessions most recently seen first', async () => {
      await seedMembers(ports());
      const sessions = ports().webSessions;
      const older = aWebSessionRecord({
        accountId: ACCOUNT_A,
        lastSeenAt: '2026-11-01T10:00:00.000Z',
      });
      const newer = aWebSessionRecord({
        accountId: ACCOUNT_A,
        lastSeenAt: '2026-11-02T10:00:00.000Z',
      });
      await sessions.insert(older);
      await sessions.insert(newer);
      assert.deepEqual(await sessions.listByMember(ACCOUNT_A, DEFAULT_MEMBER_ID), [newer, older]);
    });
  });

  describe('SignInLinkStore contract', () => {
    const ports = useSeededPorts(factory);

    it('gives a link back once and then never again', async () => {
      await seedMembers(ports());
      const link = aSignInLinkRecord({ accountId: ACCOUNT_A });
      await ports().signInLinks.insert(link);
      assert.deepEqual(await ports().signInLinks.take(link.tokenHash), link);
      assert.equal(await ports().signInLinks.take(link.tokenHash), null);
    });

    it('finds a link without using it up, and no longer once it was taken', async () => {
      await seedMembers(ports());
      const link = aSignInLinkRecord({ accountId: ACCOUNT_A });
      await ports().signInLinks.insert(link);
      assert.deepEqual(await ports().signInLinks.find(link.tokenHash), link);
      assert.deepEqual(await ports().signInLinks.find(link.tokenHash), link);
      await ports().signInLinks.take(link.tokenHash);
      assert.equal(await ports().signInLinks.find(link.tokenHash), null);
    });

    it('gives nothing for an unknown hash', async () => {
      assert.equal(await ports().signInLinks.take('f'.repeat(64)), null);
      assert.equal(await ports().signInLinks.find('f'.repeat(64)), null);
    });
  });
}
