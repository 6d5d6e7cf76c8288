import type { AccountLimits, Ports } from '@subtrack/domain';
import { createSqlitePorts, openDatabase, SchemaTooNewError } from '@subtrack/sqlite-adapter';
import { CliFailure } from '../cli/cli-errors.js';
import { prepareFilePath } from './prepare-file-path.js';

/** The open SQLite file and the ports built on it. */
export interface OpenedDatabase {
  db: ReturnType<typeof openDatabase>;
  ports: Ports;
  close(): void;
}

const DB_FLAG = '--db FILE (or SUBTRACK_DB)';

/**
 * Opens (creating when missing, with its folder) the SQLite file and runs its migrations
 * (D25: they run at start-up). Any failure (a path that cannot be written, a file that is
 * not a database, a database newer than this code) becomes one `CliFailure` line naming
 * the path, the cause and the fix. `limits` (D48) default to 10,000 subscriptions an account.
 */
export function openDatabasePorts(path: string, limits?: AccountLimits): OpenedDatabase {
  prepareFilePath(path, { failure: 'cannot open the database', flag: DB_FLAG });
  let db: ReturnType<typeof openDatabase>;
  try {
    db = openDatabase(path);
  } catch (error) {
    throw new CliFailure(`cannot open the database ${path}: ${describeOpenError(error)}`);
  }
  return {
    db,
    ports: createSqlitePorts(db, limits === undefined ? {} : { limits }),
    close: () => db.close(),
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
