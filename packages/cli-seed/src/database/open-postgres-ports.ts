import { SchemaTooNewError } from '@subtrack/domain';
import {
  createDatabaseClock,
  createPostgresPorts,
  describeDatabaseUrl,
  openPostgres,
  PostgresUnreachableError,
  UnsupportedDatabaseError,
} from '@subtrack/postgres-adapter';
import type { Pool } from 'pg';
import { CliFailure } from '../cli/cli-errors.js';
import type { OpenedDatabase, OpenOptions } from './open-database-ports.js';

const URL_FLAG = '--database-url URL (or SUBTRACK_DATABASE_URL)';
/** A one-off command runs one statement or transaction at a time. */
const COMMAND_POOL_SIZE = 2;

/**
 * A PostgreSQL database for a command or a server: a pool, the migrations (under the
 * adapter's lock, so processes starting together migrate once), and a clock set to the
 * database server's time, so every process agrees on leases, expiries, sessions and windows.
 */
export async function openPostgresPorts(
  url: string,
  options: OpenOptions,
): Promise<OpenedDatabase> {
  const label = describeDatabaseUrl(url);
  let pool: Pool;
  try {
    pool = await openPostgres(url, { maxConnections: options.poolSize ?? COMMAND_POOL_SIZE });
  } catch (error) {
    throw new CliFailure(`cannot open the database ${label}: ${describeOpenError(error)}`);
  }
  try {
    const clock = await createDatabaseClock(pool);
    const ports = createPostgresPorts(pool, {
      clock,
      ...(options.limits === undefined ? {} : { limits: options.limits }),
    });
    return {
      ports,
      requestQuotas: ports.requestQuotas,
      failureThrottles: ports.failureThrottles,
      admission: ports.admission,
      label,
      sqlite: null,
      postgres: pool,
      ping: async () => {
        await ports.accounts.findById('00000000-0000-0000-0000-000000000000');
      },
      close: async () => {
        clock.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw new CliFailure(`cannot open the database ${label}: ${describeOpenError(error)}`);
  }
}

/** PostgreSQL's reasons, in words, each with its fix. Never the password. */
function describeOpenError(error: unknown): string {
  if (error instanceof SchemaTooNewError || error instanceof UnsupportedDatabaseError) {
    return error.message;
  }
  // The adapter wraps the driver's error (unreachable, storage unavailable): the innermost
  // one says what happened.
  const root = rootCause(error);
  const code = (root as { code?: unknown }).code;
  if (code === '28P01' || code === '28000') {
    return `the server refused the user or password; check the user and password in ${URL_FLAG}`;
  }
  if (code === '3D000') {
    return `there is no such database on the server; create it first (createdb) or correct ${URL_FLAG}`;
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH') {
    return `the server does not answer (${code}); check that PostgreSQL runs and that ${URL_FLAG} names its host and port`;
  }
  if (error instanceof PostgresUnreachableError) {
    return `the server does not answer (${firstLine(root)}); check that PostgreSQL runs and that ${URL_FLAG} names its host and port`;
  }
  return `${firstLine(root)}; check ${URL_FLAG}`;
}

function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (cause === undefined || cause === null) break;
    current = cause;
  }
  return current;
}

function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}
