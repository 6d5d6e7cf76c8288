/**
 * One numbered schema step (like the SQLite adapter's D25). `sql` runs inside the
 * migration transaction, so it must not contain BEGIN/COMMIT or anything PostgreSQL refuses
 * inside a transaction (`CREATE INDEX CONCURRENTLY`, `CREATE DATABASE`).
 */
export interface Migration {
  /** 1, 2, 3 ...: applied in order, each exactly once. */
  version: number;
  /** A short kebab-case name, recorded in `schema_migrations`. */
  name: string;
  sql: string;
}
