import { SchemaTooNewError } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './index.js';

// One class for every adapter (D25, D44): the domain's, re-exported where it always was.
export { SchemaTooNewError };

const CREATE_LEDGER = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
) STRICT`;

/** The highest migration recorded in the database (0 for a new file). */
export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Brings the schema up to the last of `migrations`, all pending steps in one
 * `BEGIN IMMEDIATE` transaction (a second process starting at the same moment waits, then
 * finds nothing to do). Each step is recorded in `schema_migrations` and in
 * `PRAGMA user_version`. A database newer than `migrations` is refused with
 * {@link SchemaTooNewError} and left untouched.
 *
 * @returns the versions applied now, oldest first.
 */
export function applyMigrations(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): number[] {
  const known = migrations[migrations.length - 1]?.version ?? 0;
  const run = db.transaction(() => {
    const found = schemaVersion(db);
    if (found > known) throw new SchemaTooNewError(found, known);
    db.exec(CREATE_LEDGER);
    const record = db.prepare(
      'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (migration.version <= found) continue;
      db.exec(migration.sql);
      migration.repair?.(db);
      record.run(migration.version, migration.name, new Date().toISOString());
      // user_version is part of the database header, so it commits or rolls back with the rest.
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
      applied.push(migration.version);
    }
    return applied;
  });
  return run.immediate();
}
