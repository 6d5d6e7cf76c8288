// D38-D42, D44: a PostgreSQL database made before billing keeps working after migration 3.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestDatabase, openTestPool } from '../test-support/postgres-test-database.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const BEFORE_BILLING = MIGRATIONS.filter((migration) => migration.version < 3);
const NOW = '2026-11-21T08:00:00.000Z';

describe('PostgreSQL migration 003', () => {
  it('keeps every record as it was, and each recorded reminder as the one at the daysBefore then in force', async (t) => {
    const database = await createTestDatabase();
    t.after(() => database.drop());
    const pool = await openTestPool(database.url, { migrate: false });
    t.after(() => pool.end());
    await applyMigrations(pool, BEFORE_BILLING);
    await pool.query(
      `INSERT INTO accounts (id, name, created_at) VALUES ('a1', 'With settings', $1),
        ('a2', 'Without', $1)`,
      [NOW],
    );
    await pool.query(
      `INSERT INTO notification_settings (account_id, enabled, days_before, updated_at)
       VALUES ('a1', true, 7, $1)`,
      [NOW],
    );
    for (const [id, account] of [
      ['s1', 'a1'],
      ['s2', 'a2'],
    ]) {
      await pool.query(
        `INSERT INTO subscriptions (id, account_id, name, name_folded, category, amount_minor,
           currency, period, next_payment_date, billing_anchor_day, custom_days,
           notification_enabled, status, is_trial, trial_ends_on, created_at, updated_at)
         VALUES ($1, $2, 'Netflix', 'netflix', 'Streaming', 1599, 'EUR', 'monthly',
           '2026-12-05', 5, NULL, true, 'active', false, NULL, $3, $3)`,
        [id, account, NOW],
      );
      await pool.query(
        `INSERT INTO notification_channels (id, account_id, kind, label, enabled, digest, config,
           created_at) VALUES ($1, $2, 'ntfy', 'Phone', true, false, '{}', $3)`,
        [`c-${id}`, account, NOW],
      );
      await pool.query(
        `INSERT INTO channel_deliveries (channel_id, subscription_id, kind, due_date, account_id,
           attempts, delivered_at, updated_at)
         VALUES ($1, $2, 'renewal', '2026-12-05', $3, 1, $4, $4)`,
        [`c-${id}`, id, account, NOW],
      );
    }

    assert.deepEqual(
      await applyMigrations(
        pool,
        MIGRATIONS.filter((migration) => migration.version <= 3),
      ),
      [3],
    );

    const { rows: subscriptions } = await pool.query(
      `SELECT id, interval_count, ends_on, notice_days, remind_days_before, started_on,
         next_payment_date FROM subscriptions ORDER BY id`,
    );
    assert.deepEqual(
      subscriptions.map((row) => Object.values(row)),
      [
        ['s1', 1, null, null, null, null, '2026-12-05'],
        ['s2', 1, null, null, null, null, '2026-12-05'],
      ],
    );
    const { rows: deliveries } = await pool.query(
      `SELECT subscription_id, offset_days, delivered_at, superseded_at FROM channel_deliveries
       ORDER BY subscription_id`,
    );
    assert.deepEqual(deliveries, [
      { subscription_id: 's1', offset_days: 7, delivered_at: NOW, superseded_at: null },
      { subscription_id: 's2', offset_days: 3, delivered_at: NOW, superseded_at: null },
    ]);
  });

  it('accepts the system actor and stores one payment per subscription and date', async (t) => {
    const database = await createTestDatabase();
    t.after(() => database.drop());
    const pool = await openTestPool(database.url);
    t.after(() => pool.end());
    await pool.query("INSERT INTO accounts (id, name, created_at) VALUES ('a1', 'A', $1)", [NOW]);
    await pool.query(
      `INSERT INTO audit_records (id, account_id, occurred_at, action, resource_type,
         resource_id, actor_type, actor_id, request_id)
       VALUES ('r1', 'a1', $1, 'subscription.updated', 'subscription', 's1', 'system', NULL, 'q')`,
      [NOW],
    );
    await pool.query(
      `INSERT INTO subscriptions (id, account_id, name, name_folded, category, amount_minor,
         currency, period, next_payment_date, notification_enabled, status, is_trial,
         created_at, updated_at)
       VALUES ('s1', 'a1', 'N', 'n', 'C', 100, 'EUR', 'monthly', '2026-12-05', true, 'active',
         false, $1, $1)`,
      [NOW],
    );
    const insert = `INSERT INTO payments (id, account_id, subscription_id, due_on, amount_minor,
        currency, status, source, created_at, updated_at)
      VALUES ($1, 'a1', 's1', '2026-11-05', 100, 'EUR', 'paid', 'renewal', $2, $2)
      ON CONFLICT (account_id, subscription_id, due_on) DO NOTHING`;
    assert.equal((await pool.query(insert, ['p1', NOW])).rowCount, 1);
    assert.equal((await pool.query(insert, ['p2', NOW])).rowCount, 0);
    const { rows } = await pool.query(
      'SELECT month, paid_minor, paid_count FROM payment_month_totals',
    );
    assert.deepEqual(rows, [{ month: '2026-11', paid_minor: 100, paid_count: 1 }]);
  });
});
