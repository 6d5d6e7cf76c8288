import type { Database } from 'better-sqlite3';

/** The columns a table has (an older Wallos lacks columns later migrations added). */
export function columnsOf(db: Database, table: string): Set<string> {
  const rows = db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as Array<{
    name: string;
  }>;
  return new Set(rows.map((row) => row.name));
}

/** `column`, or a constant standing in for it when the database predates it. */
export const columnOr = (columns: Set<string>, column: string, fallback: string): string =>
  columns.has(column) ? `s.${column}` : fallback;

/**
 * One subscriptions row as the importer reads it. Typed `unknown`: SQLite lets a file put
 * any type in any column, so the reader checks each value (read-wallos-db.ts).
 */
export interface WallosDbRow {
  name: unknown;
  price: unknown;
  next_payment: unknown;
  cycle: unknown;
  frequency: unknown;
  notify: unknown;
  inactive: unknown;
  user_id: unknown;
  currency_code: unknown;
  category_name: unknown;
  start_date: unknown;
  notify_days_before: unknown;
  cancellation_date: unknown;
  logo: unknown;
}

/**
 * The subscriptions of one Wallos user with their currency code and category name, at most
 * as many as the second parameter says. Columns added by later Wallos migrations (notify,
 * inactive, user_id, start_date, notify_days_before, cancellation_date) fall back to
 * Wallos's own defaults when missing; a database without `logo` (a file's name in the
 * backup's `logos/` folder) reads as having no logos.
 */
export function subscriptionsQuery(db: Database): string {
  const columns = columnsOf(db, 'subscriptions');
  const userColumn = columnOr(columns, 'user_id', '1');
  return `SELECT s.name AS name, s.price AS price, s.next_payment AS next_payment,
  s.cycle AS cycle, s.frequency AS frequency,
  ${columnOr(columns, 'notify', '0')} AS notify,
  ${columnOr(columns, 'inactive', '0')} AS inactive,
  ${userColumn} AS user_id,
  ${columnOr(columns, 'start_date', 'NULL')} AS start_date,
  ${columnOr(columns, 'notify_days_before', '-1')} AS notify_days_before,
  ${columnOr(columns, 'cancellation_date', 'NULL')} AS cancellation_date,
  ${columnOr(columns, 'logo', 'NULL')} AS logo,
  c.code AS currency_code, g.name AS category_name
FROM subscriptions s
LEFT JOIN currencies c ON c.id = s.currency_id
LEFT JOIN categories g ON g.id = s.category_id
WHERE ${userColumn} = ?
ORDER BY s.id
LIMIT ?`;
}
