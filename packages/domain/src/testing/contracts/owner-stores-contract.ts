import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anOwnerLogin, aSignInLinkRecord, aWebSessionRecord } from '../owner-builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

/** The D28/D29 stores: owner logins, web sessions, sign-in links. */
export function describeOwnerStoresContract(factory: PortsFactory): void {
  describe('OwnerLoginStore contract', () => {
    const ports = useSeededPorts(factory);

    it('saves a login and finds it by account and by email key', () => {
      const login = anOwnerLogin({ accountId: ACCOUNT_A });
      ports().ownerLogins.save(login);
      assert.deepEqual(ports().ownerLogins.findByAccount(ACCOUNT_A), login);
      assert.deepEqual(ports().ownerLogins.findByEmailKey('owner@example.com'), login);
      assert.equal(ports().ownerLogins.findByEmailKey('other@example.com'), null);
      assert.equal(ports().ownerLogins.findByAccount(ACCOUNT_B), null);
    });

    it('replaces the login of the same account (password set later)', () => {
      ports().ownerLogins.save(anOwnerLogin({ accountId: ACCOUNT_A }));
      const updated = anOwnerLogin({
        accountId: ACCOUNT_A,
        passwordHash: 'h',
        updatedAt: '2026-11-02T00:00:00.000Z',
      });
      ports().ownerLogins.save(updated);
      assert.deepEqual(ports().ownerLogins.findByAccount(ACCOUNT_A), updated);
    });

    it('refuses a second account with the same email key', () => {
      ports().ownerLogins.save(anOwnerLogin({ accountId: ACCOUNT_A }));
      assert.throws(() => ports().ownerLogins.save(anOwnerLogin({ accountId: ACCOUNT_B })));
    });

    it('lets several accounts have no email yet', () => {
      ports().ownerLogins.save(anOwnerLogin({ accountId: ACCOUNT_A, email: null, emailKey: null }));
      ports().ownerLogins.save(anOwnerLogin({ accountId: ACCOUNT_B, email: null, emailKey: null }));
      assert.equal(ports().ownerLogins.findByAccount(ACCOUNT_B)?.email, null);
    });
  });

  describe('WebSessionStore contract', () => {
    const ports = useSeededPorts(factory);

    it('finds a session by its hash, touches it and deletes it once', () => {
      const session = aWebSessionRecord({ accountId: ACCOUNT_A });
      const sessions = ports().webSessions;
      sessions.insert(session);
      assert.deepEqual(sessions.findByHash(session.idHash), session);
      assert.equal(sessions.touch(session.idHash, '2026-11-03T00:00:00.000Z'), true);
      assert.equal(sessions.findByHash(session.idHash)?.lastSeenAt, '2026-11-03T00:00:00.000Z');
      assert.equal(sessions.delete(session.idHash), true);
      assert.equal(sessions.delete(session.idHash), false);
      assert.equal(sessions.touch(session.idHash, '2026-11-04T00:00:00.000Z'), false);
      assert.equal(sessions.findByHash(session.idHash), null);
    });

    it('deletes every session of an account but the one kept, and no other account’s', () => {
      const sessions = ports().webSessions;
      const kept = aWebSessionRecord({ accountId: ACCOUNT_A });
      const other = aWebSessionRecord({ accountId: ACCOUNT_A });
      const foreign = aWebSessionRecord({ accountId: ACCOUNT_B });
      for (const s of [kept, other, foreign]) sessions.insert(s);
      assert.equal(sessions.deleteAllOfAccount(ACCOUNT_A, kept.idHash), 1);
      assert.deepEqual(sessions.listByAccount(ACCOUNT_A), [kept]);
      assert.deepEqual(sessions.listByAccount(ACCOUNT_B), [foreign]);
      assert.equal(sessions.deleteAllOfAccount(ACCOUNT_A, null), 1);
      assert.deepEqual(sessions.listByAccount(ACCOUNT_A), []);
    });

    it('lists an account’s sessions most recently seen first', () => {
      const sessions = ports().webSessions;
      const older = aWebSessionRecord({
        accountId: ACCOUNT_A,
        lastSeenAt: '2026-11-01T10:00:00.000Z',
      });
      const newer = aWebSessionRecord({
        accountId: ACCOUNT_A,
        lastSeenAt: '2026-11-02T10:00:00.000Z',
      });
      sessions.insert(older);
      sessions.insert(newer);
      assert.deepEqual(sessions.listByAccount(ACCOUNT_A), [newer, older]);
    });
  });

  describe('SignInLinkStore contract', () => {
    const ports = useSeededPorts(factory);

    it('gives a link back once and then never again', () => {
      const link = aSignInLinkRecord({ accountId: ACCOUNT_A });
      ports().signInLinks.insert(link);
      assert.deepEqual(ports().signInLinks.take(link.tokenHash), link);
      assert.equal(ports().signInLinks.take(link.tokenHash), null);
    });

    it('finds a link without using it up, and no longer once it was taken', () => {
      const link = aSignInLinkRecord({ accountId: ACCOUNT_A });
      ports().signInLinks.insert(link);
      assert.deepEqual(ports().signInLinks.find(link.tokenHash), link);
      assert.deepEqual(ports().signInLinks.find(link.tokenHash), link);
      ports().signInLinks.take(link.tokenHash);
      assert.equal(ports().signInLinks.find(link.tokenHash), null);
    });

    it('gives nothing for an unknown hash', () => {
      assert.equal(ports().signInLinks.take('f'.repeat(64)), null);
      assert.equal(ports().signInLinks.find('f'.repeat(64)), null);
    });
  });
}
