import type { Database } from '@subtrack/sqlite-adapter';
import type { Pool, PoolClient } from 'pg';
import { CliFailure } from '../cli/cli-errors.js';

/** One table's rows on each side once the copy is committed. */
export interface TableCount {
  table: string;
  sqlite: number;
  postgres: number;
}

/** The report of `db copy`: every copied table's counts, and whether they all match. */
export interface CopyReport {
  tables: TableCount[];
  matches: boolean;
}

/**
 * Tables the target's triggers keep from another table (the paid sums per month follow
 * `payments`). Copying their parent fills them already; they are emptied after it and
 * copied last, so the target holds exactly the source's rows, not twice the sums.
 */
const TRIGGER_KEPT_TABLES = new Set(['payment_month_totals']);

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_INSERT = 200;

/**
 * Copies every table of a migrated SQLite database into a migrated, empty PostgreSQL one
 * in one transaction (all of it or nothing), then counts the rows of both sides afresh. The
 * two adapters keep one schema (the postgres adapter's parity test), so a table and its
 * columns are copied by name; values travel as text, which PostgreSQL reads into its own
 * types (RFC 3339 instants into `timestamptz`, 0/1 into `boolean`, JSON text into `json`).
 * Tables are filled parents first, so every foreign key finds its row; those the target's
 * triggers keep are replaced by the source's rows last. Refuses a target
 * that holds any row: merging two databases is not a copy.
 */
export async function copySqliteToPostgres(sqlite: Database, pool: Pool): Promise<CopyReport> {
  const tables = tablesParentsFirst(sqlite);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    try {
      await refuseNonEmpty(client, tables);
      for (const table of tables.filter((name) => !TRIGGER_KEPT_TABLES.has(name))) {
        await copyTable(sqlite, client, table);
      }
      for (const table of tables.filter((name) => TRIGGER_KEPT_TABLES.has(name))) {
        await client.query(`DELETE FROM ${quote(table)}`);
        await copyTable(sqlite, client, table);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
    const counts: TableCount[] = [];
    for (const table of [...tables].sort()) {
      counts.push({
        table,
        sqlite: countSqlite(sqlite, table),
        postgres: await countPostgres(client, table),
      });
    }
    return { tables: counts, matches: counts.every((row) => row.sqlite === row.postgres) };
  } finally {
    client.release();
  }
}

/** The SQLite tables that hold data (not SQLite's own, not the migration ledger), parents first. */
function tablesParentsFirst(sqlite: Database): string[] {
  const names = (
    sqlite
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    const parents = sqlite.prepare(`PRAGMA foreign_key_list(${quote(name)})`).all() as {
      table: string;
    }[];
    for (const parent of parents) if (names.includes(parent.table)) visit(parent.table, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

async function refuseNonEmpty(client: PoolClient, tables: string[]): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ some: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS some`,
    );
    if (rows[0]?.some) filled.push(table);
  }
  if (filled.length > 0) {
    throw new CliFailure(
      `the PostgreSQL database is not empty (rows in ${filled.join(', ')}); copy into a new, empty database (createdb), nothing was copied`,
    );
  }
}

async function copyTable(sqlite: Database, client: PoolClient, table: string): Promise<void> {
  const columns = (
    sqlite.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]
  ).map((column) => column.name);
  const into = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES `;
  const select = sqlite.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`);
  let batch: unknown[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const marks = row.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    batch = [];
    await client.query(into + tuples.join(', '), values);
  };
  // The rows are read into batches first: better-sqlite3 allows no await while it iterates.
  const rows = select.raw(true).all() as unknown[][];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === ROWS_PER_INSERT) await flush();
  }
  await flush();
}

function countSqlite(sqlite: Database, table: string): number {
  const row = sqlite.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number };
  return row.n;
}

async function countPostgres(client: PoolClient, table: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${quote(table)}`,
  );
  return rows[0]?.n ?? 0;
}

/** An identifier quoted alike for both engines (names come from SQLite's own schema). */
function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
