import { resolve } from 'node:path';
import { UsageError } from './cli-errors.js';

/** The database when neither `--db` nor `SUBTRACK_DB` names one (nor a PostgreSQL URL). */
export const DEFAULT_DB_PATH = './data/subtrack.sqlite';

/** The database a command works on: a SQLite file, or a PostgreSQL database. */
export type DatabaseTarget = SqliteTarget | PostgresTarget;
export type SqliteTarget = { kind: 'sqlite'; path: string };
export type PostgresTarget = { kind: 'postgres'; url: string };

const URL_EXAMPLE = 'postgres://subtrack:PASSWORD@127.0.0.1:5432/subtrack';

/**
 * `--db FILE` or `--database-url URL`; without either flag, `SUBTRACK_DATABASE_URL`
 * or `SUBTRACK_DB`; without any, the SQLite file `./data/subtrack.sqlite`. A flag wins over
 * the environment. Naming both kinds at one level is a mistake (exit 2): which one was meant
 * cannot be guessed, and guessing wrong would write to the other database.
 */
export function resolveDatabase(
  flags: { db: string | undefined; databaseUrl: string | undefined },
  env: NodeJS.ProcessEnv,
  cwd: string,
): DatabaseTarget {
  if (flags.db !== undefined && flags.databaseUrl !== undefined) {
    throw new UsageError(
      '--db and --database-url both name a database; give one: --db FILE for SQLite, or --database-url URL for PostgreSQL',
    );
  }
  if (flags.databaseUrl !== undefined) return postgresTarget(flags.databaseUrl, '--database-url');
  if (flags.db !== undefined) return { kind: 'sqlite', path: resolve(cwd, flags.db) };
  const url = env['SUBTRACK_DATABASE_URL'] || undefined;
  const file = env['SUBTRACK_DB'] || undefined;
  if (url !== undefined && file !== undefined) {
    throw new UsageError(
      'SUBTRACK_DB and SUBTRACK_DATABASE_URL are both set; unset one, or choose with --db FILE or --database-url URL',
    );
  }
  if (url !== undefined) return postgresTarget(url, '--database-url (from SUBTRACK_DATABASE_URL)');
  return { kind: 'sqlite', path: resolve(cwd, file ?? DEFAULT_DB_PATH) };
}

/**
 * D44, `db copy`: both databases at once. The SQLite file as every command finds it (`--db`,
 * `SUBTRACK_DB`, `./data/subtrack.sqlite`); the PostgreSQL database from `--database-url` or
 * `SUBTRACK_DATABASE_URL`, which must be given: there is no default server to write to.
 */
export function resolveCopyDatabases(
  flags: { db: string | undefined; databaseUrl: string | undefined },
  env: NodeJS.ProcessEnv,
  cwd: string,
): { target: SqliteTarget; copyTo: PostgresTarget } {
  const path = resolve(cwd, flags.db ?? (env['SUBTRACK_DB'] || DEFAULT_DB_PATH));
  if (flags.databaseUrl !== undefined) {
    return {
      target: { kind: 'sqlite', path },
      copyTo: postgresTarget(flags.databaseUrl, '--database-url'),
    };
  }
  const url = env['SUBTRACK_DATABASE_URL'] || undefined;
  if (url === undefined) {
    throw new UsageError(
      `--database-url is required: the empty PostgreSQL database to copy into, e.g. ${URL_EXAMPLE}`,
    );
  }
  return {
    target: { kind: 'sqlite', path },
    copyTo: postgresTarget(url, '--database-url (from SUBTRACK_DATABASE_URL)'),
  };
}

function postgresTarget(url: string, label: string): PostgresTarget {
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Not a URL at all: the message below says what one looks like.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new UsageError(`${label} must be a PostgreSQL URL, e.g. ${URL_EXAMPLE}`);
  }
  return { kind: 'postgres', url };
}
