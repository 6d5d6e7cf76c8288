import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anOwnerLogin, aSignInLinkRecord, aWebSessionRecord } from '../owner-builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

/** The D28/D29 stores: owner logins, web sessions, sign-in links. */
export function describeOwnerStoresContract(factory: PortsFactory): void {
  describe('OwnerLoginStore contract', () => {
    const ports = useSeededPorts(factory);

    it('saves a login and finds it by account and by email key', async () => {
      const login = anOwnerLogin({ accountId: ACCOUNT_A });
      await ports().ownerLogins.save(login);
      assert.deepEqual(await ports().ownerLogins.findByAccount(ACCOUNT_A), login);
      assert.deepEqual(await ports().ownerLogins.findByEmailKey('owner@example.com'), login);
      assert.equal(await ports().ownerLogins.findByEmailKey('other@example.com'), null);
      assert.equal(await ports().ownerLogins.findByAccount(ACCOUNT_B), null);
    });

    it('replaces the login of the same account (password set later)', async () => {
      await ports().ownerLogins.save(anOwnerLogin({ accountId: ACCOUNT_A }));
      const updated = anOwnerLogin({
        accountId: ACCOUNT_A,
        passwordHash: 'h',
        updatedAt: '2026-11-02T00:00:00.000Z',
      });
      await ports().ownerLogins.save(updated);
      assert.deepEqual(await ports().ownerLogins.findByAccount(ACCOUNT_A), updated);
    });

    it('refuses a second account with the same email key', async () => {
      await ports().ownerLogins.save(anOwnerLogin({ accountId: ACCOUNT_A }));
      await assert.rejects(() => ports().ownerLogins.save(anOwnerLogin({ accountId: ACCOUNT_B })));
    });

    it('lets several accounts have no email yet', async () => {
      await ports().ownerLogins.save(
        anOwnerLogin({ accountId: ACCOUNT_A, email: null, emailKey: null }),
      );
      await ports().ownerLogins.save(
        anOwnerLogin({ accountId: ACCOUNT_B, email: null, emailKey: null }),
      );
      assert.equal((await ports().ownerLogins.findByAccount(ACCOUNT_B))?.email, null);
    });
  });

  describe('WebSessionStore contract', () => {
    const ports = useSeededPorts(factory);

    it('finds a session by its hash, touches it and deletes it once', async () => {
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

    it('deletes every session of an account but the one kept, and no other account’s', async () => {
      const sessions = ports().webSessions;
      const kept = aWebSessionRecord({ accountId: ACCOUNT_A });
      const other = aWebSessionRecord({ accountId: ACCOUNT_A });
      const foreign = aWebSessionRecord({ accountId: ACCOUNT_B });
      for (const s of [kept, other, foreign]) await sessions.insert(s);
      assert.equal(await sessions.deleteAllOfAccount(ACCOUNT_A, kept.idHash), 1);
      assert.deepEqual(await sessions.listByAccount(ACCOUNT_A), [kept]);
      assert.deepEqual(await sessions.listByAccount(ACCOUNT_B), [foreign]);
      assert.equal(await sessions.deleteAllOfAccount(ACCOUNT_A, null), 1);
      assert.deepEqual(await sessions.listByAccount(ACCOUNT_A), []);
    });

    it('lists an account’s sessions most recently seen first', async () => {
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
      assert.deepEqual(await sessions.listByAccount(ACCOUNT_A), [newer, older]);
    });
  });

  describe('SignInLinkStore contract', () => {
    const ports = useSeededPorts(factory);

    it('gives a link back once and then never again', async () => {
      const link = aSignInLinkRecord({ accountId: ACCOUNT_A });
      await ports().signInLinks.insert(link);
      assert.deepEqual(await ports().signInLinks.take(link.tokenHash), link);
      assert.equal(await ports().signInLinks.take(link.tokenHash), null);
    });

    it('finds a link without using it up, and no longer once it was taken', async () => {
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
