import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import type { ChannelReminderKey } from '@subtrack/domain';
import { aDeviceChannel, aMember } from '@subtrack/domain/testing';
import BetterSqlite3 from 'better-sqlite3';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';
import { tempDir } from '../test-support/fixtures.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const ACCOUNT = '0190f0e2-7c3b-7d6a-9a4b-000000000001';
const SUB = '0190f0e2-7c3b-7d6a-9a4b-000000000002';
const CHANNEL = '0190f0e2-7c3b-7d6a-9a4b-000000000003';
const KEY: ChannelReminderKey = {
  channelId: CHANNEL,
  accountId: ACCOUNT,
  subscriptionId: SUB,
  kind: 'renewal',
  dueDate: '2026-03-31',
  offsetDays: 7,
};

/** A database as subtrack wrote it before migration 13: an ntfy channel with a sent reminder. */
function aVersion12Database(t: TestContext) {
  const { dir, dispose } = tempDir();
  t.after(dispose);
  const path = join(dir, 'v12.sqlite');
  const old = new BetterSqlite3(path);
  applyMigrations(
    old,
    MIGRATIONS.filter((migration) => migration.version <= 12),
  );
  const run = (sql: string, ...params: unknown[]) => old.prepare(sql).run(...params);
  run(
    "INSERT INTO accounts (id, name, created_at) VALUES (?, 'Home', '2026-01-01T00:00:00.000Z')",
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
    `INSERT INTO channel_deliveries (channel_id, subscription_id, kind, due_date, offset_days,
       account_id, attempts, delivered_at, updated_at)
     VALUES (?, ?, 'renewal', '2026-03-31', 7, ?, 1, '2026-03-24T09:00:00.000Z', '2026-03-24T09:00:00.000Z')`,
    CHANNEL,
    SUB,
    ACCOUNT,
  );
  old.close();
  const db = openDatabase(path);
  t.after(() => db.close());
  return { db, ports: createSqlitePorts(db) };
}

describe('migration 013 (devices and push keys)', () => {
  it('keeps every channel and the reminders they were sent', async (t) => {
    const { db, ports } = aVersion12Database(t);
    assert.equal((await ports.channels.findById(CHANNEL))?.label, 'Phone');
    assert.equal(
      (await ports.reminderDeliveries.get(KEY))?.deliveredAt,
      '2026-03-24T09:00:00.000Z',
    );
    assert.deepEqual(db.pragma('foreign_key_check'), []);
  });

  it('still removes a channel’s deliveries with the channel, and a subscription’s with it', async (t) => {
    const { ports } = aVersion12Database(t);
    await ports.channels.remove(CHANNEL);
    assert.equal(await ports.reminderDeliveries.get(KEY), null);

    const { ports: again } = aVersion12Database(t);
    await again.subscriptions.delete(ACCOUNT, SUB);
    assert.equal(await again.reminderDeliveries.get(KEY), null);
  });

  it('takes a member’s device, and refuses a device without a member', async (t) => {
    const { db, ports } = aVersion12Database(t);
    await ports.members.save(aMember({ accountId: ACCOUNT }));
    const device = aDeviceChannel({}, { accountId: ACCOUNT });
    await ports.channels.insert(device);
    assert.deepEqual(await ports.channels.findById(device.id), device);
    assert.throws(
      () =>
        db
          .prepare(
            `INSERT INTO notification_channels (id, account_id, kind, label, enabled, digest,
               config, created_at) VALUES ('x', ?, 'webpush', 'Phone', 1, 0, '{}', '2026-01-01')`,
          )
          .run(ACCOUNT),
      /CHECK constraint failed/,
    );
  });
});
