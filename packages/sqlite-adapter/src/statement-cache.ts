import type { Database, Statement } from 'better-sqlite3';

/**
 * Prepares each SQL text once per ports instance: preparing costs more than running a
 * point query, and list queries come in a small fixed set of shapes.
 *
 * Exported as a type only, for the optional last constructor parameter of the stores:
 * `createSqlitePorts` passes one cache to all of them; a store built on its own makes its
 * own cache when the parameter is left out.
 *
 * @internal
 */
export class StatementCache {
  private readonly statements = new Map<string, Statement<unknown[], unknown>>();
  // A map of its own, so a lookup never builds a new key string on the hot path.
  private readonly rawStatements = new Map<string, Statement<unknown[], unknown>>();

  constructor(private readonly db: Database) {}

  /** The prepared statement for `sql`, prepared on first use. */
  get<Row = unknown>(sql: string): Statement<unknown[], Row> {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare<unknown[], unknown>(sql);
      this.statements.set(sql, statement);
    }
    return statement as Statement<unknown[], Row>;
  }

  /** Like {@link get}, in raw mode: each row is an array of its column values. */
  getRaw<Values extends unknown[]>(sql: string): Statement<unknown[], Values> {
    let statement = this.rawStatements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare<unknown[], unknown>(sql).raw(true);
      this.rawStatements.set(sql, statement);
    }
    return statement as Statement<unknown[], Values>;
  }
}
