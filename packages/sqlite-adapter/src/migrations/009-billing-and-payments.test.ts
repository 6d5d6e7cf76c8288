import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findDueReminders, toSubscriptionResource } from '@subtrack/domain';
import BetterSqlite3 from 'better-sqlite3';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';
import { tempDir } from '../test-support/fixtures.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const ACCOUNT = '0190f0e2-7c3b-7d6a-9a4b-000000000001';
const SUB = '0190f0e2-7c3b-7d6a-9a4b-000000000002';
const CHANNEL = '0190f0e2-7c3b-7d6a-9a4b-000000000003';

/** A database as subtrack wrote it before migration 9: a record, a sent reminder, an audit record. */
function aVersion8Database(path: string): void {
  const old = new BetterSqlite3(path);
  applyMigrations(old, MIGRATIONS.slice(0, 8));
  const run = (sql: string, ...params: unknown[]) => old.prepare(sql).run(...params);
  run(
    "INSERT INTO accounts (id, name, created_at) VALUES (?, 'Home', '2026-01-01T00:00:00.000Z')",
    ACCOUNT,
  );
  run(
    `INSERT INTO notification_settings (account_id, enabled, days_before, time_zone, locale, updated_at)
     VALUES (?, 1, 7, 'UTC', 'en', '2026-01-01T00:00:00.000Z')`,
    ACCOUNT,
  );
  run(
    `INSERT INTO subscriptions (id, account_id, name, name_folded, category, amount_minor, currency,
       period, next_payment_date, billing_anchor_day, custom_days, notification_enabled, status,
       is_trial, trial_ends_on, created_at, updated_at)
     VALUES (?, ?, 'Netflix', 'netflix', 'Video', 1599, 'USD', 'monthly', '2026-03-31', 31, NULL, 1,
       'active', 0, NULL, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    SUB,
    ACCOUNT,
  );
  run(
    `INSERT INTO notification_channels (id, account_id, kind, label, enabled, digest, config, created_at)
     VALUES (?, ?, 'ntfy', 'Phone', 1, 0, '{"kind":"ntfy","url":"https://ntfy.example/t","token":null}',
       '2026-01-01T00:00:00.000Z')`,
    CHANNEL,
    ACCOUNT,
  );
  run(
    `INSERT INTO channel_deliveries (channel_id, subscription_id, kind, due_date, account_id,
       attempts, delivered_at, updated_at)
     VALUES (?, ?, 'renewal', '2026-03-31', ?, 1, '2026-03-24T09:00:00.000Z', '2026-03-24T09:00:00.000Z')`,
    CHANNEL,
    SUB,
    ACCOUNT,
  );
  run(
    `INSERT INTO audit_records (id, account_id, occurred_at, action, resource_type, resource_id,
       actor_type, actor_id, api_key_id, request_id, changes)
     VALUES ('aud-1', ?, '2026-01-01T00:00:00.000Z', 'subscription.created', 'subscription', ?,
       'cli', NULL, NULL, 'req-1', '{}')`,
    ACCOUNT,
    SUB,
  );
  old.close();
}

describe('migration 009', () => {
  it('keeps every record as it was: interval 1, no end, no start, no notice, the account’s offsets', async (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'v8.sqlite');
    aVersion8Database(path);
    const db = openDatabase(path);
    t.after(() => db.close());
    const ports = createSqlitePorts(db);
    const sub = await ports.subscriptions.findById(ACCOUNT, SUB);
    assert.deepEqual(
      [sub?.intervalCount, sub?.endsOn, sub?.startedOn, sub?.noticeDays, sub?.remindDaysBefore],
      [1, null, null, null, null],
    );
    const resource = toSubscriptionResource(sub!);
    assert.equal(resource.intervalCount, 1);
    assert.equal(resource.lastPaymentDate, '2026-02-28');
    assert.deepEqual(
      ['startedOn', 'endsOn', 'noticeDays', 'remindDaysBefore'].filter((k) => k in resource),
      [],
    );
    assert.equal(
      (await ports.audit.list(ACCOUNT, { limit: 10, offset: 0, filters: {} })).items.length,
      1,
    );
  });

  it('keeps a reminder sent before the upgrade sent: it becomes the one at the daysBefore then in force', async (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'v8.sqlite');
    aVersion8Database(path);
    const db = openDatabase(path);
    t.after(() => db.close());
    const ports = createSqlitePorts(db);
    const [due] = findDueReminders(
      await ports.subscriptions.listAll(ACCOUNT),
      { enabled: true, daysBefore: 7, pushConfigured: true },
      '2026-03-25',
    );
    assert.equal(due?.offsetDays, 7);
    const state = await ports.reminderDeliveries.get({ ...due!, channelId: CHANNEL });
    assert.equal(state?.deliveredAt, '2026-03-24T09:00:00.000Z');
    assert.equal(
      await ports.reminderDeliveries.claim(
        { ...due!, channelId: CHANNEL },
        '2026-03-25T09:00:00.000Z',
        '2026-03-25T09:01:00.000Z',
      ),
      false,
    );
  });

  it('accepts the system actor in the audit trail and one payment per subscription and date', async (t) => {
    const db = openDatabase(':memory:');
    t.after(() => db.close());
    const insertAudit = db.prepare(
      `INSERT INTO audit_records (id, account_id, occurred_at, action, resource_type, resource_id,
         actor_type, actor_id, api_key_id, request_id, changes)
       VALUES (?, ?, '2026-01-01T00:00:00.000Z', 'subscription.updated', 'subscription', 's', ?, NULL, NULL, 'r', NULL)`,
    );
    db.prepare("INSERT INTO accounts (id, name, created_at) VALUES (?, 'A', 'x')").run(ACCOUNT);
    insertAudit.run('a1', ACCOUNT, 'system');
    assert.throws(() => insertAudit.run('a2', ACCOUNT, 'robot'), /CHECK constraint failed/);
    const indexes = db
      .prepare('SELECT name FROM pragma_index_list(\'payments\') WHERE "unique" = 1')
      .pluck()
      .all();
    assert.ok(indexes.length >= 2, 'the (subscription_id, due_on) key and the unique id');
  });
});
