import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestDatabase, openTestPool } from '../test-support/postgres-test-database.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const BEFORE = MIGRATIONS.filter((migration) => migration.version < 5);
const NOW = '2026-11-21T08:00:00.000Z';

/** A subscription row of version 4's table, `id` in `account`. */
const insertSubscription = (id: string, account: string) =>
  `INSERT INTO subscriptions (id, account_id, name, name_folded, category, amount_minor,
     currency, period, next_payment_date, billing_anchor_day, custom_days,
     notification_enabled, status, is_trial, trial_ends_on, created_at, updated_at)
   VALUES ('${id}', '${account}', 'Netflix', 'netflix', 'Streaming', 1599, 'EUR', 'monthly',
     '2026-12-05', 5, NULL, true, 'active', false, NULL, '${NOW}', '${NOW}')`;

/** A paid payment row of `s1` in `account`. */
const insertPayment = (id: string, account: string) =>
  `INSERT INTO payments (subscription_id, due_on, id, account_id, amount_minor, currency,
     status, source, created_at, updated_at)
   VALUES ('s1', '2026-10-05', '${id}', '${account}', 1599, 'EUR', 'paid', 'renewal',
     '${NOW}', '${NOW}')`;

describe('PostgreSQL migration 005: who made each key, and ids unique within an account', () => {
  it('keeps keys, owners’ invitations, subscriptions, payments and deliveries; scopes ids by account', async (t) => {
    const database = await createTestDatabase();
    t.after(() => database.drop());
    const pool = await openTestPool(database.url, { migrate: false });
    t.after(() => pool.end());
    await applyMigrations(pool, BEFORE);
    await pool.query(
      "INSERT INTO accounts (id, name, created_at) VALUES ('a1', 'Home', $1), ('a2', 'Office', $1)",
      [NOW],
    );
    await pool.query(
      `INSERT INTO api_keys (id, account_id, scope, hash, created_at)
       VALUES ('0123456789abcdef', 'a1', 'write', 'hash', $1)`,
      [NOW],
    );
    await pool.query(
      `INSERT INTO members (id, account_id, role, created_at, updated_at)
       VALUES ('m-owner', 'a1', 'owner', $1, $1), ('m-viewer', 'a1', 'viewer', $1, $1)`,
      [NOW],
    );
    await pool.query(
      `INSERT INTO invitations (token_hash, id, account_id, role, invited_by, created_at,
         expires_at)
       SELECT id, id, 'a1', 'owner', by, $1, '2099-01-01T00:00:00.000Z'
       FROM (VALUES ('i-owner', 'm-owner'), ('i-viewer', 'm-viewer'), ('i-removed', 'm-gone'),
         ('i-cli', NULL)) AS made (id, by)`,
      [NOW],
    );
    await pool.query(insertSubscription('s1', 'a1'));
    await pool.query(insertPayment('p1', 'a1'));
    await pool.query(
      `INSERT INTO notification_channels (id, account_id, kind, label, enabled, digest, config,
         created_at) VALUES ('c1', 'a1', 'ntfy', 'Phone', true, false, '{}', $1),
         ('c2', 'a2', 'ntfy', 'Phone', true, false, '{}', $1)`,
      [NOW],
    );

    assert.deepEqual(
      await applyMigrations(
        pool,
        MIGRATIONS.filter((migration) => migration.version <= 5),
      ),
      [5],
    );

    const { rows: keys } = await pool.query('SELECT id, created_by FROM api_keys');
    assert.deepEqual(keys, [{ id: '0123456789abcdef', created_by: null }]);
    // Only the invitations of an owner and of the command line still work.
    const { rows: invitations } = await pool.query('SELECT id FROM invitations ORDER BY id');
    assert.deepEqual(invitations, [{ id: 'i-cli' }, { id: 'i-owner' }]);
    // Another account may now hold the same id, with payments and deliveries of its own.
    await pool.query(insertSubscription('s1', 'a2'));
    await pool.query(insertPayment('p2', 'a2'));
    await pool.query(
      `INSERT INTO channel_deliveries (channel_id, subscription_id, kind, due_date, offset_days,
         account_id, attempts, updated_at)
       VALUES ('c1', 's1', 'renewal', '2026-12-05', 3, 'a1', 0, $1),
         ('c2', 's1', 'renewal', '2026-12-05', 3, 'a2', 0, $1)`,
      [NOW],
    );
    await pool.query("DELETE FROM subscriptions WHERE account_id = 'a1' AND id = 's1'");
    const left = async (table: string) =>
      (await pool.query(`SELECT account_id FROM ${table} ORDER BY account_id`)).rows;
    assert.deepEqual(await left('subscriptions'), [{ account_id: 'a2' }]);
    assert.deepEqual(await left('payments'), [{ account_id: 'a2' }]);
    assert.deepEqual(await left('channel_deliveries'), [{ account_id: 'a2' }]);
    const { rows: totals } = await pool.query(
      'SELECT account_id, paid_count FROM payment_month_totals ORDER BY account_id',
    );
    assert.deepEqual(totals, [
      { account_id: 'a1', paid_count: 0 },
      { account_id: 'a2', paid_count: 1 },
    ]);
  });
});
