import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { applyMigrations } from './migrations/apply-migrations.js';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** How long a writer waits for another connection's lock before SQLITE_BUSY (D25). Default 5000. */
  busyTimeoutMs?: number;
}

/** The default busy timeout: long enough for any single write transaction of this service. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating it and its parent folder when missing) the SQLite file of one subtrack
 * installation, or `:memory:`, applies the D25 settings and runs pending migrations.
 * Throws `SchemaTooNewError` for a file written by a newer subtrack.
 *
 * @example
 * const db = openDatabase('./data/subtrack.sqlite');
 * const ports = createSqlitePorts(db);
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path, { timeout: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS });
  try {
    applyPragmas(db, options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS);
    applyMigrations(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * D25: WAL (readers never block the writer), `synchronous=FULL` (an acknowledged commit
 * survives power loss, not just a process crash), foreign keys on, a busy timeout.
 * `:memory:` databases have no WAL; they keep their `memory` journal.
 */
export function applyPragmas(db: Database, busyTimeoutMs: number): void {
  db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  if (!db.memory) db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}
