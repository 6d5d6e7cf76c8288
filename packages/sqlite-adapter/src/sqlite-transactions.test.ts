import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TransactionMisuseError } from '@subtrack/domain';
import { anAuditRecord, aSubscription } from '@subtrack/domain/testing';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { portsWithAnAccount } from './test-support/fixtures.js';

const setup = portsWithAnAccount;

const everything = { limit: 100, offset: 0, filters: {} };

describe('SqliteTransactions', () => {
  it('commits a subscription and its audit record together', async (t) => {
    const { db, ports, account } = await setup(t);
    const sub = aSubscription({ accountId: account.id });
    await ports.unitOfWork.transaction(async (tx) => {
      assert.equal(db.inTransaction, true, 'BEGIN IMMEDIATE issued before the work');
      await tx.subscriptions.insert(sub);
      await tx.audit.append(anAuditRecord({ resourceId: sub.id }));
    });
    assert.equal(db.inTransaction, false, 'COMMIT issued after it');
    assert.deepEqual(await ports.subscriptions.findById(account.id, sub.id), sub);
    assert.equal((await ports.audit.list(account.id, everything)).items.length, 1);
  });

  it('rolls the subscription write back when the database rejects the audit row', async (t) => {
    const { db, ports, account } = await setup(t);
    const sub = aSubscription({ accountId: account.id });
    // A record of an unknown account breaks the audit foreign key inside SQLite itself.
    const orphan = anAuditRecord({ resourceId: sub.id, accountId: 'no-such-account' });
    await assert.rejects(
      ports.unitOfWork.transaction(async (tx) => {
        await tx.subscriptions.insert(sub);
        await tx.audit.append(orphan);
      }),
      { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' },
    );
    assert.equal(db.inTransaction, false);
    assert.equal(await ports.subscriptions.findById(account.id, sub.id), null);
  });

  it('deletes a subscription with its earlier audit records, keeping only the D19 record', async (t) => {
    const { ports, account } = await setup(t);
    const sub = aSubscription({ accountId: account.id });
    const kept = aSubscription({ accountId: account.id });
    await ports.unitOfWork.transaction(async (tx) => {
      for (const s of [sub, kept]) {
        await tx.subscriptions.insert(s);
        await tx.audit.append(anAuditRecord({ resourceId: s.id }));
      }
    });
    const deletion = anAuditRecord({
      resourceId: sub.id,
      action: 'subscription.deleted',
      changes: null,
    });
    await ports.unitOfWork.transaction(async (tx) => {
      await tx.subscriptions.delete(account.id, sub.id);
      await tx.audit.deleteForResource(account.id, 'subscription', sub.id);
      await tx.audit.append(deletion);
    });
    const about = await ports.audit.list(account.id, {
      ...everything,
      filters: { resourceId: sub.id },
    });
    assert.deepEqual(about.items, [deletion]);
    const others = await ports.audit.list(account.id, {
      ...everything,
      filters: { resourceId: kept.id },
    });
    assert.equal(others.items.length, 1);
  });

  it('queues two sets of ports on one connection together, so their transactions never mix', async (t) => {
    const { db, ports, account } = await setup(t);
    const other = createSqlitePorts(db);
    let release!: () => void;
    const first = ports.unitOfWork.transaction(async (tx) => {
      await tx.subscriptions.insert(aSubscription({ accountId: account.id }));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      throw new Error('the first transaction fails');
    });
    // Without one queue this would BEGIN inside the first transaction ("cannot start a
    // transaction within a transaction") or commit the first one's write.
    const second = other.unitOfWork.transaction((tx) =>
      tx.subscriptions.insert(aSubscription({ accountId: account.id, name: 'Second' })),
    );
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await assert.rejects(first, /first transaction fails/);
    await second;
    const names = (await ports.subscriptions.listAll(account.id)).map((s) => s.name);
    assert.deepEqual(names, ['Second']);
  });

  it('rejects the outer ports inside a transaction at once under NODE_ENV=test', async (t) => {
    assert.equal(process.env['NODE_ENV'], 'test', 'scripts/run-tests.mjs sets it');
    const { ports, account } = await setup(t);
    await ports.unitOfWork.transaction(async () => {
      await assert.rejects(ports.accounts.findById(account.id), TransactionMisuseError);
    });
  });
});
