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

/** A boolean as `dialect` stores it: 0 or 1 in SQLite's STRICT tables, a boolean otherwise. */
export function flag(dialect: Dialect, value: boolean): boolean | number {
  if (dialect === 'sqlite') return value ? 1 : 0;
  return value;
}

/** A stored flag, read from either engine. */
export function fromFlag(value: boolean | number): boolean {
  return value === true || value === 1;
}

/**
 * A WHERE condition of every clause whose value is present, joined by AND, and the values
 * to bind in order: what a list with optional filters needs. Each clause holds one `?`.
 */
export function whereEach(clauses: ReadonlyArray<readonly [string, string | number | undefined]>): {
  where: string;
  values: (string | number)[];
} {
  const present = clauses.filter(
    (clause): clause is readonly [string, string | number] => clause[1] !== undefined,
  );
  return {
    where: present.map(([clause]) => clause).join(' AND '),
    values: present.map(([, value]) => value),
  };
}
