// What the schema-parity test compares: each table's columns (name, type, NOT NULL) and its
// indexes (the columns they cover, in order, and whether they are unique; primary keys
// count as unique indexes). Names of indexes and constraints differ between the engines and
// are left out.
import type { Database } from '@subtrack/sqlite-adapter';
import type { Pool } from 'pg';

export interface ColumnDescription {
  type: string;
  notNull: boolean;
}

export interface TableDescription {
  columns: Map<string, ColumnDescription>;
  /** `unique (a, b)` or `index (a, b)`. */
  indexes: Set<string>;
}

export type SchemaDescription = Map<string, TableDescription>;

const indexKey = (unique: boolean, columns: string[]) =>
  `${unique ? 'unique' : 'index'} (${columns.join(', ')})`;

/** The schema of a SQLite database as the PRAGMAs report it. */
export function describeSqliteSchema(db: Database): SchemaDescription {
  const schema: SchemaDescription = new Map();
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  for (const table of tables) {
    const info = db.prepare('SELECT * FROM pragma_table_info(?)').all(table) as Array<{
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }>;
    const columns = new Map<string, ColumnDescription>();
    // A primary key column is NOT NULL in PostgreSQL whatever SQLite's legacy rule says.
    for (const c of info)
      columns.set(c.name, { type: c.type, notNull: c.notnull === 1 || c.pk > 0 });
    const indexes = new Set<string>();
    const primaryKey = info
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    // An INTEGER PRIMARY KEY is the rowid and has no index of its own: count it like the others.
    if (primaryKey.length > 0) indexes.add(indexKey(true, primaryKey));
    const list = db.prepare('SELECT * FROM pragma_index_list(?)').all(table) as Array<{
      name: string;
      unique: number;
    }>;
    for (const index of list) {
      const covered = db
        .prepare('SELECT name FROM pragma_index_info(?) ORDER BY seqno')
        .pluck()
        .all(index.name) as string[];
      indexes.add(indexKey(index.unique === 1, covered));
    }
    schema.set(table, { columns, indexes });
  }
  return schema;
}

/** The schema of the pool's current PostgreSQL schema (`public` unless set otherwise). */
export async function describePostgresSchema(pool: Pool): Promise<SchemaDescription> {
  const schema: SchemaDescription = new Map();
  const columns = await pool.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
     FROM information_schema.columns AS c
     JOIN information_schema.tables AS t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
  );
  for (const row of columns.rows) {
    const table = schema.get(row.table_name) ?? { columns: new Map(), indexes: new Set() };
    table.columns.set(row.column_name, {
      type: row.data_type,
      notNull: row.is_nullable === 'NO',
    });
    schema.set(row.table_name, table);
  }
  const indexes = await pool.query<{ table_name: string; is_unique: boolean; columns: string[] }>(
    `SELECT t.relname AS table_name, ix.indisunique AS is_unique,
       array(SELECT a.attname FROM unnest(ix.indkey) WITH ORDINALITY AS k (attnum, ord)
         JOIN pg_attribute AS a ON a.attrelid = t.oid AND a.attnum = k.attnum
         ORDER BY k.ord)::text[] AS columns
     FROM pg_index AS ix
     JOIN pg_class AS t ON t.oid = ix.indrelid
     JOIN pg_namespace AS n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema()`,
  );
  for (const row of indexes.rows) {
    schema.get(row.table_name)?.indexes.add(indexKey(row.is_unique, row.columns));
  }
  return schema;
}

/**
 * How SQLite's declared types map to PostgreSQL's (`information_schema` names): TEXT holds
 * text, calendar dates, instants and JSON; INTEGER holds whole numbers and 0/1 flags.
 */
export const TYPE_MAP: Record<string, readonly string[]> = {
  TEXT: ['text', 'date', 'timestamp with time zone', 'json'],
  INTEGER: ['integer', 'bigint', 'boolean'],
  BLOB: ['bytea'],
};

/**
 * Every difference between the two schemas, in words (empty when they match). Tables named
 * in `postgresOnly` may exist in PostgreSQL alone (with the reason beside them in the caller).
 */
export function compareSchemas(
  sqlite: SchemaDescription,
  postgres: SchemaDescription,
  postgresOnly: readonly string[] = [],
): string[] {
  const differences: string[] = [];
  for (const [name, table] of sqlite) {
    const other = postgres.get(name);
    if (other === undefined) {
      differences.push(`table ${name}: in SQLite only`);
      continue;
    }
    for (const [column, description] of table.columns) {
      const match = other.columns.get(column);
      if (match === undefined) {
        differences.push(`${name}.${column}: in SQLite only`);
        continue;
      }
      const allowed = TYPE_MAP[description.type.toUpperCase()] ?? [];
      if (!allowed.includes(match.type)) {
        differences.push(
          `${name}.${column}: SQLite ${description.type} cannot be PostgreSQL ${match.type} (allowed: ${allowed.join(', ')})`,
        );
      }
      if (description.notNull !== match.notNull) {
        differences.push(
          `${name}.${column}: ${description.notNull ? 'NOT NULL' : 'nullable'} in SQLite, ${match.notNull ? 'NOT NULL' : 'nullable'} in PostgreSQL`,
        );
      }
    }
    for (const column of other.columns.keys()) {
      if (!table.columns.has(column)) differences.push(`${name}.${column}: in PostgreSQL only`);
    }
    for (const index of table.indexes) {
      if (!other.indexes.has(index)) differences.push(`${name}: ${index} in SQLite only`);
    }
    for (const index of other.indexes) {
      if (!table.indexes.has(index)) differences.push(`${name}: ${index} in PostgreSQL only`);
    }
  }
  for (const name of postgres.keys()) {
    if (!sqlite.has(name) && !postgresOnly.includes(name)) {
      differences.push(`table ${name}: in PostgreSQL only`);
    }
  }
  return differences;
}
