/**
 * The SQL engines the adapters run on. Shared query text is written once with `?`
 * placeholders (SQLite's); {@link inDialect} numbers them for PostgreSQL.
 */
export type Dialect = 'sqlite' | 'postgres';

/**
 * `text` with its `?` placeholders as `dialect` writes them: unchanged for SQLite,
 * `$1`, `$2`, ... in order for PostgreSQL. Shared text holds no `?` but placeholders (no
 * string literal or operator with one).
 *
 * @example
 * inDialect('postgres', 'SELECT 1 FROM members WHERE id = ? AND account_id = ?');
 * // -> 'SELECT 1 FROM members WHERE id = $1 AND account_id = $2'
 */
export function inDialect(dialect: Dialect, text: string): string {
  if (dialect === 'sqlite') return text;
  let next = 0;
  return text.replace(/\?/g, () => {
    next += 1;
    return `$${next}`;
  });
}

/** Every statement of `queries` in `dialect` (see {@link inDialect}), under the same names. */
export function queriesIn<T extends Record<string, string>>(dialect: Dialect, queries: T): T {
  const written: Record<string, string> = {};
  for (const [name, text] of Object.entries(queries)) written[name] = inDialect(dialect, text);
  return written as T;
}

/** `count` placeholders separated by commas, for a VALUES list: `?, ?, ?`. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
