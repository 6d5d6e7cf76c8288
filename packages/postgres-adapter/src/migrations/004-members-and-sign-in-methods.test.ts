import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestDatabase, openTestPool } from '../test-support/postgres-test-database.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const BEFORE_MEMBERS = MIGRATIONS.filter((migration) => migration.version < 4);
// Up to this migration only: later ones (which may be added at any time) are not its subject.
const THROUGH_MEMBERS = MIGRATIONS.filter((migration) => migration.version <= 4);
const NOW = '2026-11-21T08:00:00.000Z';

describe('PostgreSQL migration 004', () => {
  it('makes each owner login the first member, an owner, keeping its sessions, links and web audit', async (t) => {
    const database = await createTestDatabase();
    t.after(() => database.drop());
    const pool = await openTestPool(database.url, { migrate: false });
    t.after(() => pool.end());
    await applyMigrations(pool, BEFORE_MEMBERS);
    await pool.query(
      "INSERT INTO accounts (id, name, created_at) VALUES ('a1', 'Home', $1), ('a2', 'Office', $1)",
      [NOW],
    );
    await pool.query(
      `INSERT INTO owner_logins (account_id, email, email_key, password_hash, created_at, updated_at)
       VALUES ('a1', 'Ada@Example.com', 'ada@example.com', 'hash', $1, $1)`,
      [NOW],
    );
    await pool.query(
      `INSERT INTO web_sessions (id_hash, public_id, account_id, created_at, last_seen_at)
       VALUES ('h1', 'session-1', 'a1', $1, $1)`,
      [NOW],
    );
    await pool.query(
      `INSERT INTO sign_in_links (token_hash, account_id, created_at, expires_at)
       VALUES ('t1', 'a1', $1, $1)`,
      [NOW],
    );
    await pool.query(
      `INSERT INTO audit_records (id, account_id, occurred_at, action, resource_type,
         resource_id, actor_type, actor_id, request_id)
       VALUES ('r1', 'a1', $1, 'owner.signed_in', 'account', 'a1', 'web', 'session-1', 'q'),
         ('r2', 'a1', $1, 'subscription.created', 'subscription', 's1', 'cli', NULL, 'q')`,
      [NOW],
    );

    assert.deepEqual(await applyMigrations(pool, THROUGH_MEMBERS), [4]);

    const { rows: members } = await pool.query(
      'SELECT id, account_id, email, email_key, password_hash, role FROM members ORDER BY account_id',
    );
    assert.deepEqual(
      members.map(({ id: _, ...rest }) => rest),
      [
        {
          account_id: 'a1',
          email: 'Ada@Example.com',
          email_key: 'ada@example.com',
          password_hash: 'hash',
          role: 'owner',
        },
        { account_id: 'a2', email: null, email_key: null, password_hash: null, role: 'owner' },
      ],
    );
    const ownerId = members[0]?.id as string;
    const member = async (sql: string) => (await pool.query(sql)).rows.map((row) => row.member);
    assert.deepEqual(await member('SELECT member_id AS member FROM web_sessions'), [ownerId]);
    assert.deepEqual(await member('SELECT member_id AS member FROM sign_in_links'), [ownerId]);
    assert.deepEqual(
      await member('SELECT actor_member_id AS member FROM audit_records ORDER BY id'),
      [ownerId, null],
    );
  });
});
