import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type pg from 'pg';
import { openPostgres } from '../open-postgres.js';
import { createTestDatabase, openTestPool } from '../test-support/postgres-test-database.js';
import { applyMigrations, SchemaTooNewError, schemaVersion } from './apply-migrations.js';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './index.js';

async function tablesOf(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((row) => row.tablename);
}

describe('applyMigrations (PostgreSQL)', () => {
  it('migrates once when two processes start on an empty database at the same moment', async (t) => {
    const database = await createTestDatabase();
    t.after(() => database.drop());
    // Two pools are two server sessions, as two processes would have.
    const first = await openTestPool(database.url, { migrate: false });
    const second = await openTestPool(database.url, { migrate: false });
    t.after(() => Promise.all([first.end(), second.end()]));
    const [a, b] = await Promise.all([applyMigrations(first), applyMigrations(second)]);
    const all = MIGRATIONS.map((migration) => migration.version);
    assert.deepEqual(
      [a, b].sort((x, y) => y.length - x.length),
      [all, []],
    );
    const { rows } = await first.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    assert.deepEqual(
      rows.map((row) => row.version),
      all,
    );
    assert.equal(await schemaVersion(second), LATEST_SCHEMA_VERSION);
    assert.ok((await tablesOf(first)).includes('subscriptions'));
  });

  it('finds nothing to do on a database already at the latest version', async (t) => {
    const database = await createTestDatabase();
    t.after(() => database.drop());
    const pool = await openTestPool(database.url);
    t.after(() => pool.end());
    assert.deepEqual(await applyMigrations(pool), []);
  });

  it('refuses a database newer than the code, naming both versions, and leaves it alone', async (t) => {
    const database = await createTestDatabase();
    t.after(() => database.drop());
    const pool = await openTestPool(database.url);
    await pool.query(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, 'future', now())",
      [LATEST_SCHEMA_VERSION + 5],
    );
    await pool.end();
    await assert.rejects(
      () => openPostgres(database.url),
      (error: unknown) => {
        assert.ok(error instanceof SchemaTooNewError);
        assert.match(error.message, new RegExp(`version ${LATEST_SCHEMA_VERSION + 5}`));
        assert.match(error.message, new RegExp(`up to ${LATEST_SCHEMA_VERSION}\\b`));
        return true;
      },
    );
    const again = await openTestPool(database.url, { migrate: false });
    t.after(() => again.end());
    assert.equal(await schemaVersion(again), LATEST_SCHEMA_VERSION + 5);
  });

  it('rolls back every step of a failing migration run', async (t) => {
    const database = await createTestDatabase();
    t.after(() => database.drop());
    const pool = await openTestPool(database.url, { migrate: false });
    t.after(() => pool.end());
    const broken = [...MIGRATIONS, { version: 99, name: 'broken', sql: 'CREATE TABLE (' }];
    await assert.rejects(() => applyMigrations(pool, broken));
    assert.equal(await schemaVersion(pool), 0);
    assert.deepEqual(await tablesOf(pool), []);
  });
});
