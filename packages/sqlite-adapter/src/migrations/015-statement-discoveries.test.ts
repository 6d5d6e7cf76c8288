import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';
import { tempDir } from '../test-support/fixtures.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const ACCOUNT = '0190f0e2-7c3b-7d6a-9a4b-000000000001';
const SUB = '0190f0e2-7c3b-7d6a-9a4b-000000000002';
const PAYMENT = '0190f0e2-7c3b-7d6a-9a4b-000000000003';
const BEFORE_15 = MIGRATIONS.filter((migration) => migration.version < 15);

/** A database as subtrack wrote it before migration 15: a subscription with a paid payment. */
function aVersion12Database(path: string): void {
  const old = new BetterSqlite3(path);
  applyMigrations(old, BEFORE_15);
  const run = (sql: string, ...params: unknown[]) => old.prepare(sql).run(...params);
  run(
    "INSERT INTO accounts (id, name, created_at) VALUES (?, 'Home', '2026-01-01T00:00:00.000Z')",
    ACCOUNT,
  );
  run(
    `INSERT INTO subscriptions (id, account_id, name, name_folded, category, amount_minor, currency,
       period, next_payment_date, billing_anchor_day, custom_days, notification_enabled, status,
       is_trial, trial_ends_on, created_at, updated_at)
     VALUES (?, ?, 'Netflix', 'netflix', 'Video', 1799, 'EUR', 'monthly', '2026-12-05', 5, NULL, 1,
       'active', 0, NULL, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    SUB,
    ACCOUNT,
  );
  run(
    `INSERT INTO payments (subscription_id, due_on, id, account_id, amount_minor, currency, status,
       source, created_at, updated_at)
     VALUES (?, '2026-11-05', ?, ?, 1799, 'EUR', 'paid', 'renewal', '2026-11-05T00:00:00.000Z',
       '2026-11-05T00:00:00.000Z')`,
    SUB,
    PAYMENT,
    ACCOUNT,
  );
  old.close();
}

describe('migration 015', () => {
  it('keeps every payment and the monthly sums, and takes charges from the bank afterwards', async (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'v12.sqlite');
    aVersion12Database(path);
    const db = openDatabase(path);
    t.after(() => db.close());
    const ports = createSqlitePorts(db);
    const kept = await ports.payments.findById(ACCOUNT, SUB, PAYMENT);
    assert.deepEqual(
      [kept?.dueOn, kept?.amountMinor, kept?.source],
      ['2026-11-05', 1799, 'renewal'],
    );
    const totals = () => ports.payments.paidTotalsByMonth(ACCOUNT, '2026-11', '2026-11');
    assert.deepEqual(await totals(), [
      { month: '2026-11', currency: 'EUR', amountMinor: 1799, count: 1 },
    ]);
    // The triggers still follow every write: a bank charge over the renewal changes the sum.
    await ports.payments.update({ ...kept!, amountMinor: 1999, source: 'bank' });
    assert.deepEqual(await totals(), [
      { month: '2026-11', currency: 'EUR', amountMinor: 1999, count: 1 },
    ]);
    assert.equal((await ports.payments.findById(ACCOUNT, SUB, PAYMENT))?.source, 'bank');
    const stored = await ports.payments.insertMany([
      { ...kept!, id: `${PAYMENT.slice(0, -1)}4`, dueOn: '2026-10-05', source: 'manual' },
    ]);
    assert.equal(stored, 1);
  });

  it('refuses a source outside the five, and remembers one dismissal per account and counterparty', (t) => {
    const db = openDatabase(':memory:');
    t.after(() => db.close());
    db.prepare("INSERT INTO accounts (id, name, created_at) VALUES (?, 'A', 'x')").run(ACCOUNT);
    db.prepare(
      `INSERT INTO subscriptions (id, account_id, name, name_folded, category, amount_minor, currency,
         period, next_payment_date, billing_anchor_day, custom_days, notification_enabled, status,
         is_trial, trial_ends_on, created_at, updated_at)
       VALUES (?, ?, 'N', 'n', 'V', 1, 'EUR', 'monthly', '2026-12-05', 5, NULL, 1, 'active', 0, NULL, 'x', 'x')`,
    ).run(SUB, ACCOUNT);
    const insertPayment = db.prepare(
      `INSERT INTO payments (subscription_id, due_on, id, account_id, amount_minor, currency, status,
         source, created_at, updated_at) VALUES (?, ?, ?, ?, 1, 'EUR', 'paid', ?, 'x', 'x')`,
    );
    insertPayment.run(SUB, '2026-10-05', 'p1', ACCOUNT, 'bank');
    assert.throws(
      () => insertPayment.run(SUB, '2026-09-05', 'p2', ACCOUNT, 'guess'),
      /CHECK constraint failed/,
    );
    const dismiss = db.prepare(
      `INSERT INTO dismissed_counterparties (account_id, counterparty_key, id, name, dismissed_at)
       VALUES (?, 'spotify', ?, 'Spotify', 'x')`,
    );
    dismiss.run(ACCOUNT, 'd1');
    assert.throws(() => dismiss.run(ACCOUNT, 'd2'), /UNIQUE constraint failed/);
  });
});
