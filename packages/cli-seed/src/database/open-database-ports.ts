import {
  type AccountLimits,
  type ApiRequestAdmission,
  createInMemoryFailureThrottleStore,
  createInMemoryRequestQuotaStore,
  type FailureThrottleStore,
  type Ports,
  type RequestQuotaStore,
  SchemaTooNewError,
} from '@subtrack/domain';
import { createSqlitePorts, type Database, openDatabase } from '@subtrack/sqlite-adapter';
import type { Pool } from 'pg';
import { CliFailure } from '../cli/cli-errors.js';
import type { DatabaseTarget } from '../cli/resolve-database.js';
import { prepareFilePath } from './prepare-file-path.js';

/** An open database, SQLite or PostgreSQL, and the ports built on it. */
export interface OpenedDatabase {
  ports: Ports;
  /**
   * Where quotas and failed attempts are counted: the database's own
   * tables on PostgreSQL (every process on it shares them), this process's memory on SQLite.
   */
  requestQuotas: RequestQuotaStore;
  failureThrottles: FailureThrottleStore;
  /**
   * On PostgreSQL, a request's block, key and quota in one statement; on SQLite the API
   * asks the stores above in turn (each answer costs nothing there).
   */
  admission?: ApiRequestAdmission;
  /** The file path, or the URL without its password: how messages name the database. */
  label: string;
  /** The SQLite connection (for `backup`, `db copy`); null on PostgreSQL. */
  sqlite: Database | null;
  /** The PostgreSQL pool (for `db copy`); null on SQLite. */
  postgres: Pool | null;
  /** Rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How the open is tuned: the account limits and, on PostgreSQL, the pool size. */
export interface OpenOptions {
  /** Default 10,000 subscriptions an account. */
  limits?: AccountLimits;
  /** Connections this process may open to PostgreSQL (a one-off command needs two). */
  poolSize?: number;
}

const DB_FLAG = '--db FILE (or SUBTRACK_DB)';

/**
 * Opens the database a command works on and runs its migrations (at start-up).
 * SQLite: the file is created when missing, with its folder. PostgreSQL: the database must
 * exist; its tables are created. Any failure (a path that cannot be written, a file that is
 * not a database, a server that cannot be reached, a database newer than this code) becomes
 * one `CliFailure` line naming the database, the cause and the fix.
 */
export async function openDatabasePorts(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<OpenedDatabase> {
  if (target.kind === 'sqlite') return openSqlitePorts(target.path, options.limits);
  // Loaded only here: a command on the SQLite file does not pay for loading `pg`.
  const { openPostgresPorts } = await import('./open-postgres-ports.js');
  return openPostgresPorts(target.url, options);
}

function openSqlitePorts(path: string, limits?: AccountLimits): OpenedDatabase {
  prepareFilePath(path, { failure: 'cannot open the database', flag: DB_FLAG });
  let db: Database;
  try {
    db = openDatabase(path);
  } catch (error) {
    throw new CliFailure(`cannot open the database ${path}: ${describeOpenError(error)}`);
  }
  // D24: /healthz answers 200 only while the database answers; prepared once (issue 7).
  const probe = db.prepare('SELECT 1');
  return {
    ports: createSqlitePorts(db, limits === undefined ? {} : { limits }),
    // One SQLite process serves the file: it keeps quotas and throttles in memory, as a
    // counted request would otherwise be a write with an fsync on every API call.
    requestQuotas: createInMemoryRequestQuotaStore(),
    failureThrottles: createInMemoryFailureThrottleStore(),
    label: path,
    sqlite: db,
    postgres: null,
    ping: async () => {
      probe.get();
    },
    close: async () => {
      db.close();
    },
  };
}

/** SQLite's reasons, in words, each with its fix. */
function describeOpenError(error: unknown): string {
  if (error instanceof SchemaTooNewError) return error.message;
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_NOTADB') {
    return `the file is not a SQLite database; point ${DB_FLAG} at a subtrack database or a new file name`;
  }
  if (code === 'SQLITE_CANTOPEN') {
    return `SQLite cannot create or open a file there (a system folder such as /proc, or a read-only file system); choose a path in a writable folder with ${DB_FLAG}`;
  }
  if (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) {
    return `the file or its folder is read-only; make both writable for this user or choose another path with ${DB_FLAG}`;
  }
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `${reason}; check the file, or choose another path with ${DB_FLAG}`;
}
