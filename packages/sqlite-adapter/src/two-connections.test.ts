import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { isStorageUnavailable, rollForwardAccount } from '@subtrack/domain';
import { anAccount, aSubscription, FakeClock } from '@subtrack/domain/testing';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { tempDir } from './test-support/fixtures.js';

/** Two connections to one file, as two processes (server and CLI) would have. */
function twoConnections(t: { after: (fn: () => void) => void }, busyTimeoutMs = 5000) {
  const { dir, dispose } = tempDir();
  const path = join(dir, 'shared.sqlite');
  const first = openDatabase(path);
  const second = openDatabase(path, { busyTimeoutMs });
  t.after(() => {
    first.close();
    second.close();
    dispose();
  });
  return { first, second };
}

describe('two connections to one database file', () => {
  it("see each other's committed writes", async (t) => {
    const { first, second } = twoConnections(t);
    const a = createSqlitePorts(first);
    const b = createSqlitePorts(second);
    const account = anAccount();
    await a.accounts.insert(account);
    assert.deepEqual(await b.accounts.findById(account.id), account);
    const sub = aSubscription({ accountId: account.id });
    await b.unitOfWork.transaction((tx) => tx.subscriptions.insert(sub));
    assert.deepEqual(await a.subscriptions.findById(account.id, sub.id), sub);
  });

  it('make a blocked writer wait for the busy timeout before failing', async (t) => {
    const timeoutMs = 300;
    const { first, second } = twoConnections(t, timeoutMs);
    const b = createSqlitePorts(second);
    first.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    try {
      await assert.rejects(
        () => b.unitOfWork.transaction((tx) => tx.accounts.insert(anAccount())),
        // D36: the adapter reports SQLITE_BUSY as the domain's storage fault `busy`.
        (error: unknown) =>
          isStorageUnavailable(error) && (error.cause as { code?: string }).code === 'SQLITE_BUSY',
      );
    } finally {
      first.exec('ROLLBACK');
    }
    // SQLite's busy handler sleeps in steps, so allow a little slack below the timeout.
    assert.ok(performance.now() - started >= timeoutMs * 0.8, 'failed before the busy timeout');
  });

  it('take the write lock when a unit of work begins, before any write (BEGIN IMMEDIATE)', async (t) => {
    const { first, second } = twoConnections(t, 0);
    const a = createSqlitePorts(first);
    const lockedOut = await a.unitOfWork.transaction(async () => {
      // A read-only unit of work still holds the write lock: another writer cannot start.
      try {
        second.exec('BEGIN IMMEDIATE');
        second.exec('ROLLBACK');
        return false;
      } catch (error) {
        return (error as { code?: string }).code === 'SQLITE_BUSY';
      }
    });
    assert.equal(lockedOut, true);
  });

  it('record each renewal once when both roll the same stale subscription', async (t) => {
    // Two processes' transactions are serialised by BEGIN IMMEDIATE: the second finds the
    // record rolled. (In one process a second connection would block the event loop.)
    const { first, second } = twoConnections(t);
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const a = createSqlitePorts(first, { clock });
    const b = createSqlitePorts(second, { clock });
    const account = anAccount();
    await a.accounts.insert(account);
    const sub = aSubscription({ accountId: account.id, nextPaymentDate: '2026-08-01' });
    await a.subscriptions.insert(sub);
    assert.equal(await rollForwardAccount(a, account.id), 1);
    assert.equal(await rollForwardAccount(b, account.id), 0);
    const page = { limit: 100, offset: 0, filters: {} };
    const { items } = await b.payments.listForSubscription(account.id, sub.id, page);
    assert.deepEqual(
      items.map((p) => p.dueOn),
      ['2026-11-01', '2026-10-01', '2026-09-01', '2026-08-01'],
    );
    // A retry that writes the same dates again, with new ids, stores nothing.
    const again = items.map((p) => ({ ...p, id: `${p.id.slice(0, -4)}ffff` }));
    assert.equal(await b.unitOfWork.transaction((tx) => tx.payments.insertMany(again)), 0);
    assert.equal(
      (await a.subscriptions.findById(account.id, sub.id))?.nextPaymentDate,
      '2026-12-01',
    );
  });
});
