// Tests that need PostgreSQL get one fresh database per test file from the server named by
// SUBTRACK_TEST_DATABASE_URL (scripts/run-tests.mjs starts a throwaway one and sets it).
// Without it they fail, saying how to get one: they never skip (D44).
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import pg, { type Pool } from 'pg';
import { type OpenPostgresOptions, openPostgres } from '../open-postgres.js';

const VARIABLE = 'SUBTRACK_TEST_DATABASE_URL';

/** The server URL the tests use; throws, saying how to get one, when there is none. */
export function testServerUrl(): string {
  const url = process.env[VARIABLE];
  if (url === undefined || url === '') {
    throw new Error(
      `${VARIABLE} is not set, and this test needs PostgreSQL. Run the tests with \`pnpm test\` ` +
        '(scripts/run-tests.mjs starts a throwaway PostgreSQL 15 when Debian\'s "postgresql" ' +
        'package is installed: apt-get install postgresql), or set ' +
        `${VARIABLE}=postgres://USER@HOST:PORT/postgres for a server where USER may create databases.`,
    );
  }
  return url;
}

/** One database made for a test file. */
export interface TestDatabase {
  name: string;
  /** The URL of this database (the server URL with its name). */
  url: string;
  /** Drops it, closing whatever connections are left. */
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty UTF8 database. Its default collation is ICU's English one where the server
 * has ICU, so a query that forgets the adapter's `COLLATE "C"` sorts differently here than on
 * SQLite and a test notices.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `subtrack_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(async (client) => {
    try {
      await client.query(
        `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C' LOCALE_PROVIDER icu ICU_LOCALE 'en-US'`,
      );
    } catch {
      await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
    }
  });
  return {
    name,
    url: withDatabase(testServerUrl(), name),
    drop: () =>
      onServer(
        async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
      ),
  };
}

/**
 * Registers one `before` and one `after` hook in the current test file (or `describe`): a
 * fresh database with a migrated pool on it, then the pool closed and the database dropped.
 * The answer reads the pool inside tests. (One hook each on purpose: Node 20 does not wait
 * for one file-level `before` before starting the next.)
 */
export function useTestPool(options: OpenPostgresOptions = {}): () => Pool {
  let database: TestDatabase | undefined;
  let pool: Pool | undefined;
  before(async () => {
    database = await createTestDatabase();
    pool = await openTestPool(database.url, options);
  });
  after(async () => {
    await pool?.end();
    await database?.drop();
  });
  return () => {
    if (pool === undefined) throw new Error('the test pool exists only inside tests');
    return pool;
  };
}

/**
 * One database for the whole test file with `count` migrated pools on it (two pools stand
 * for two processes), made on first use and dropped after the file. On first use, not in a
 * hook: the domain's contract suites call their factories from their own hooks, and Node 20
 * does not order file-level hooks.
 */
export function useSharedTestDatabase(count = 1): () => Promise<Pool[]> {
  let ready: Promise<{ database: TestDatabase; pools: Pool[] }> | undefined;
  after(async () => {
    if (ready === undefined) return;
    const { database, pools } = await ready;
    await Promise.all(pools.map((pool) => pool.end()));
    await database.drop();
  });
  return async () => {
    ready ??= (async () => {
      const database = await createTestDatabase();
      const pools: Pool[] = [];
      for (let i = 0; i < count; i += 1) pools.push(await openTestPool(database.url));
      return { database, pools };
    })();
    return (await ready).pools;
  };
}

/** A migrated pool on `url`, small by default (tests open several at once). */
export function openTestPool(url: string, options: OpenPostgresOptions = {}): Promise<Pool> {
  return openPostgres(url, { maxConnections: 4, ...options });
}

/** Empties every table the migrations made (not the migration ledger), for a fresh test. */
export async function emptyTables(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (rows.length === 0) return;
  await pool.query(`TRUNCATE ${rows.map((row) => row.name).join(', ')} CASCADE`);
}
