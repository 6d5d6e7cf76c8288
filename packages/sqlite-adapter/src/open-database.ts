import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { applyMigrations } from './migrations/apply-migrations.js';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** How long a writer waits for another connection's lock before SQLITE_BUSY. Default 5000. */
  busyTimeoutMs?: number;
  /** Upper bound of SQLite's page cache of this connection, in KiB. Default 16000. */
  cacheSizeKiB?: number;
}

/** The default busy timeout: long enough for any single write transaction of this service. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/**
 * The page cache bound: better-sqlite3's build default, set here so the server's memory bound
 * does not hang on how the library was compiled. The cache grows towards it as pages are
 * read, so a new server's RSS climbs by up to this much before it levels off. 16 MB holds the
 * name index (`q`) of 100,000 records (10 MB); with 8 MB, `pnpm bench` ran `q`
 * searches on 100,000 records at 60% of the rate.
 */
export const DEFAULT_CACHE_SIZE_KIB = 16000;

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
    applyPragmas(
      db,
      options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS,
      options.cacheSizeKiB ?? DEFAULT_CACHE_SIZE_KIB,
    );
    applyMigrations(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * WAL (readers never block the writer), `synchronous=FULL` (an acknowledged commit
 * survives power loss, not just a process crash), foreign keys on, a busy timeout; and a
 * bounded page cache. `:memory:` databases have no WAL; they keep their `memory` journal.
 */
export function applyPragmas(
  db: Database,
  busyTimeoutMs: number,
  cacheSizeKiB: number = DEFAULT_CACHE_SIZE_KIB,
): void {
  db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  // A negative cache_size is a size in KiB, whatever the page size.
  db.pragma(`cache_size = ${-Math.max(1, Math.trunc(cacheSizeKiB))}`);
  if (!db.memory) db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}
