// D44: the SQLite and PostgreSQL adapters keep one schema: after all migrations of each, the
// same tables, columns (types mapped by TYPE_MAP, NOT NULL alike) and indexes. A migration
// added to one adapter and not the other (a billing table, a new column) fails here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMigrations as applySqliteMigrations,
  openDatabase,
  MIGRATIONS as SQLITE_MIGRATIONS,
} from '@subtrack/sqlite-adapter';
import BetterSqlite3 from 'better-sqlite3';
import { applyMigrations } from './migrations/apply-migrations.js';
import { MIGRATIONS } from './migrations/index.js';
import { createTestDatabase, openTestPool } from './test-support/postgres-test-database.js';
import {
  compareSchemas,
  describePostgresSchema,
  describeSqliteSchema,
} from './test-support/schema-description.js';

/** Tables only PostgreSQL has, each with why SQLite does without. */
const POSTGRES_ONLY: Record<string, string> = {
  request_quotas: 'one SQLite process counts its quota in memory',
  failure_throttles: 'one SQLite process counts failed attempts in memory',
};

async function postgresSchema(migrations = MIGRATIONS) {
  const database = await createTestDatabase();
  const pool = await openTestPool(database.url, { migrate: false });
  try {
    await applyMigrations(pool, migrations);
    return await describePostgresSchema(pool);
  } finally {
    await pool.end();
    await database.drop();
  }
}

function sqliteSchema(migrations = SQLITE_MIGRATIONS) {
  const db = new BetterSqlite3(':memory:');
  try {
    applySqliteMigrations(db, migrations);
    return describeSqliteSchema(db);
  } finally {
    db.close();
  }
}

describe('SQLite and PostgreSQL schemas', () => {
  it('have the same tables, columns and indexes after all migrations', async () => {
    const sqlite = openDatabase(':memory:');
    const fromOpen = describeSqliteSchema(sqlite);
    sqlite.close();
    assert.deepEqual(
      compareSchemas(fromOpen, await postgresSchema(), Object.keys(POSTGRES_ONLY)),
      [],
    );
  });

  it('differ when a migration is added to SQLite only', async () => {
    const extra = {
      version: 1000,
      name: 'billing',
      sql: `CREATE TABLE invoices (id TEXT PRIMARY KEY, due_on TEXT NOT NULL) STRICT;
        ALTER TABLE subscriptions ADD COLUMN paused_on TEXT;
        CREATE INDEX subscriptions_by_paused ON subscriptions (account_id, paused_on);`,
    };
    const differences = compareSchemas(
      sqliteSchema([...SQLITE_MIGRATIONS, extra]),
      await postgresSchema(),
      Object.keys(POSTGRES_ONLY),
    );
    assert.deepEqual(differences.sort(), [
      'subscriptions.paused_on: in SQLite only',
      'subscriptions: index (account_id, paused_on) in SQLite only',
      'table invoices: in SQLite only',
    ]);
  });

  it('differ when a migration is added to PostgreSQL only, or changes a type or NOT NULL', async () => {
    const extra = {
      version: 1000,
      name: 'drift',
      sql: `CREATE TABLE invoices (id text PRIMARY KEY);
        ALTER TABLE accounts ALTER COLUMN name DROP NOT NULL;
        ALTER TABLE calendar_feeds ALTER COLUMN created_at TYPE timestamp;
        CREATE UNIQUE INDEX accounts_by_name ON accounts (name);`,
    };
    const differences = compareSchemas(
      sqliteSchema(),
      await postgresSchema([...MIGRATIONS, extra]),
      Object.keys(POSTGRES_ONLY),
    );
    assert.deepEqual(differences.sort(), [
      'accounts.name: NOT NULL in SQLite, nullable in PostgreSQL',
      'accounts: unique (name) in PostgreSQL only',
      'calendar_feeds.created_at: SQLite TEXT cannot be PostgreSQL timestamp without time zone (allowed: text, date, timestamp with time zone, json)',
      'table invoices: in PostgreSQL only',
    ]);
  });
});
