import type { Database } from 'better-sqlite3';

/**
 * One numbered schema step. `sql` runs inside the migration transaction, so it must not
 * contain BEGIN/COMMIT or anything SQLite refuses inside a transaction (e.g. `PRAGMA journal_mode`).
 */
export interface Migration {
  /** 1, 2, 3 ...: applied in order, each exactly once. */
  version: number;
  /** A short kebab-case name, recorded in `schema_migrations`. */
  name: string;
  sql: string;
  /**
   * A step SQL cannot say (a rule of the domain's code over the stored rows), run after
   * `sql` in the same transaction.
   */
  repair?: (db: Database) => void;
}
