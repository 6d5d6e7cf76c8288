import { SchemaTooNewError } from '@subtrack/domain';
import type { Pool, PoolClient } from 'pg';
import { runTransaction } from '../run-transaction.js';
import { MIGRATIONS, type Migration } from './index.js';

// One class for every adapter (D25, D44): the domain's, re-exported where it always was.
export { SchemaTooNewError };

/** Thrown when the database cannot hold subtrack's text faithfully (see {@link applyMigrations}). */
export class UnsupportedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedDatabaseError';
  }
}

/**
 * The advisory lock every subtrack process takes before it looks at the schema: two
 * processes starting at once migrate once, the second waits and then finds nothing to do.
 * Two 32-bit keys ("Subt", 1) so other applications' single-key locks cannot collide.
 */
const MIGRATION_LOCK = [0x53756274, 1] as const;

const CREATE_LEDGER = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text COLLATE "C" NOT NULL,
  applied_at timestamptz(3) NOT NULL
)`;

/** The highest migration recorded in the database (0 for an empty one). */
export async function schemaVersion(db: Pool | PoolClient): Promise<number> {
  const ledger = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!ledger.rows[0]?.present) return 0;
  const found = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return found.rows[0]?.version ?? 0;
}

async function checkEncoding(client: PoolClient): Promise<void> {
  const result = await client.query<{ server_encoding: string }>('SHOW server_encoding');
  const encoding = result.rows[0]?.server_encoding;
  if (encoding !== 'UTF8') {
    throw new UnsupportedDatabaseError(
      `The database uses the ${encoding} encoding; subtrack needs UTF8 (names hold any Unicode ` +
        "text). Create the database with ENCODING 'UTF8' (e.g. TEMPLATE template0).",
    );
  }
}

/**
 * Brings the schema up to the last of `migrations`: all pending steps in one transaction
 * that first takes a transaction-scoped advisory lock, so a second process starting at the
 * same moment waits, then finds nothing to do. Each step is recorded in `schema_migrations`.
 * A database newer than `migrations` is refused with {@link SchemaTooNewError} and left
 * untouched; one whose encoding is not UTF8 with {@link UnsupportedDatabaseError}.
 *
 * @returns the versions applied now, oldest first.
 */
export async function applyMigrations(
  pool: Pool,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const known = migrations[migrations.length - 1]?.version ?? 0;
  // Once: the lock leaves nothing to conflict with, and a failure is not a race to retry.
  return runTransaction(pool, { maxAttempts: 1 }, async (client) => {
    await checkEncoding(client);
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [...MIGRATION_LOCK]);
    const found = await schemaVersion(client);
    if (found > known) throw new SchemaTooNewError(found, known);
    await client.query(CREATE_LEDGER);
    const applied: number[] = [];
    for (const migration of migrations) {
      if (migration.version <= found) continue;
      await client.query(migration.sql);
      await client.query(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())',
        [migration.version, migration.name],
      );
      applied.push(migration.version);
    }
    return applied;
  });
}
