import type { Database, Statement } from 'better-sqlite3';

/**
 * Prepares each SQL text once per ports instance: preparing costs more than running a
 * point query, and list queries come in a small fixed set of shapes.
 */
export class StatementCache {
  private readonly statements = new Map<string, Statement<unknown[], unknown>>();

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
}
