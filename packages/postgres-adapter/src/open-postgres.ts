import { isStorageUnavailable } from '@subtrack/domain';
import pg, { type Pool } from 'pg';
import { applyMigrations } from './migrations/apply-migrations.js';
import { storageFaultOf } from './storage-errors.js';
import { TYPE_PARSERS } from './type-parsers.js';

/** Options of {@link openPostgres}; every limit has a default fit for one subtrack process. */
export interface OpenPostgresOptions {
  /** Connections this process opens at most. Default {@link DEFAULT_POOL_LIMITS}.maxConnections. */
  maxConnections?: number;
  /** An unused connection is closed after this long. */
  idleTimeoutMs?: number;
  /** How long a call waits for a connection (a new one, or a pooled one to come free). */
  connectionTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer (`statement_timeout`). */
  statementTimeoutMs?: number;
  /**
   * A statement waiting longer for a row lock fails (`lock_timeout`), and its transaction
   * runs again instead of waiting out `statementTimeoutMs`.
   */
  lockTimeoutMs?: number;
  /** PostgreSQL ends a session idle inside a transaction this long (`idle_in_transaction_session_timeout`). */
  idleInTransactionTimeoutMs?: number;
  /** Shown in `pg_stat_activity`, so an operator can tell subtrack's connections apart. */
  applicationName?: string;
  /** Run pending migrations before answering. Default true. */
  migrate?: boolean;
}

/**
 * The defaults of {@link openPostgres}. Ten connections serve one process's requests (each
 * statement takes milliseconds; a transaction holds its connection for a few statements):
 * N processes on one server need N x 10 below PostgreSQL's `max_connections` (100 by
 * default). Statements and transactions are short by design (no I/O inside a
 * transaction), so five and ten seconds only ever end a stuck one, freeing its locks; a
 * row lock waited for two seconds makes its transaction run again.
 */
export const DEFAULT_POOL_LIMITS = {
  maxConnections: 10,
  idleTimeoutMs: 30_000,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 2_000,
  idleInTransactionTimeoutMs: 10_000,
  applicationName: 'subtrack',
} as const;

/** Thrown by {@link openPostgres} when the database cannot be reached; says where, never the password. */
export class PostgresUnreachableError extends Error {
  constructor(where: string, options: { cause: unknown }) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(`Cannot reach the PostgreSQL database at ${where}: ${reason}`, options);
    this.name = 'PostgresUnreachableError';
  }
}

/** The URL without its password, for messages and logs. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}

/**
 * Opens a `pg` pool on `url` (`postgres://user:password@host:port/database`) with
 * explicit limits (see {@link DEFAULT_POOL_LIMITS}) and runs pending migrations under an
 * advisory lock. Throws `SchemaTooNewError` for a database migrated by a newer subtrack,
 * `UnsupportedDatabaseError` for one not in UTF8, `PostgresUnreachableError` when the server
 * cannot be reached. Close it with `pool.end()`.
 *
 * @example
 * const pool = await openPostgres('postgres://subtrack@127.0.0.1:5432/subtrack');
 * const ports = createPostgresPorts(pool, { clock: await createDatabaseClock(pool) });
 */
export async function openPostgres(url: string, options: OpenPostgresOptions = {}): Promise<Pool> {
  const limits = { ...DEFAULT_POOL_LIMITS, ...definedOnly(options) };
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.maxConnections,
    idleTimeoutMillis: limits.idleTimeoutMs,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    application_name: limits.applicationName,
    types: TYPE_PARSERS,
  });
  // An idle connection that dies (the server restarted) is dropped by the pool; without a
  // listener its error would end the process. The next call gets a fresh connection or,
  // while the server is away, a StorageUnavailableError (D36).
  pool.on('error', () => {});
  if (options.migrate === false) return pool;
  try {
    await applyMigrations(pool);
    return pool;
  } catch (error) {
    await pool.end().catch(() => {});
    const fault = isStorageUnavailable(error) ? error.fault : storageFaultOf(error);
    if (fault === 'cannot_open' || fault === 'busy') {
      throw new PostgresUnreachableError(describeDatabaseUrl(url), { cause: error });
    }
    throw error;
  }
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
