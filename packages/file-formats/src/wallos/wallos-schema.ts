import type { Database } from 'better-sqlite3';
import { columnsOf } from './wallos-db-queries.js';

/**
 * The tables the importer reads and the columns each must have. Columns later Wallos
 * migrations added (`notify`, `inactive`, `user_id`, `user.username`) may be missing: the
 * query falls back to Wallos's defaults (wallos-db-queries.ts).
 */
const REQUIRED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  subscriptions: [
    'id',
    'name',
    'price',
    'currency_id',
    'next_payment',
    'cycle',
    'frequency',
    'category_id',
  ],
  currencies: ['id', 'code'],
  categories: ['id', 'name'],
};

/** Tables read when present (a Wallos from before user accounts has none). */
const OPTIONAL_TABLES = ['user'];

const READ_TABLES = [...Object.keys(REQUIRED_COLUMNS), ...OPTIONAL_TABLES];

interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  view: 'a view',
  trigger: 'a trigger',
};

/**
 * Security review (an upload is an untrusted schema): what makes a database something other
 * than Wallos's plain tables, in words, or null when it is fine. Wallos creates no view,
 * trigger, virtual table or computed column; each would run code of the uploader's choosing
 * when read (a view over a recursive query runs forever), so any of them refuses the file
 * before a single row is read. Reads only `sqlite_master` and the read tables' column lists.
 */
export function unexpectedSchema(db: Database): string | null {
  const objects = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger')")
    .all() as SchemaObject[];
  for (const object of objects) {
    const kind = KIND_WORDS[object.type];
    if (kind) return `it holds ${kind} ("${object.name}"), which Wallos never creates`;
    if (/^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(object.sql ?? '')) {
      return `it holds a virtual table ("${object.name}"), which Wallos never creates`;
    }
  }
  const tables = new Set(objects.map((object) => object.name.toLowerCase()));
  // Computed columns first: `table_info` leaves them out, so they would look missing.
  for (const table of READ_TABLES.filter((name) => tables.has(name))) {
    const computed = computedColumnOf(db, table);
    if (computed) return `the column ${table}.${computed} is computed, which Wallos never does`;
  }
  for (const [table, required] of Object.entries(REQUIRED_COLUMNS)) {
    if (!tables.has(table)) return `it has no ${table} table`;
    const columns = columnsOf(db, table);
    const missing = required.find((column) => !columns.has(column));
    if (missing) return `its ${table} table has no ${missing} column`;
  }
  return null;
}

// `hidden` is 2 or 3 for generated columns (SQLite's table_xinfo).
function computedColumnOf(db: Database, table: string): string | undefined {
  const rows = db
    .prepare('SELECT name FROM pragma_table_xinfo(?) WHERE hidden IN (2, 3)')
    .all(table) as Array<{ name: string }>;
  return rows[0]?.name;
}
