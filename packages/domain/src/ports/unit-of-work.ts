/**
 * D25: a write and its audit record commit together or not at all. `transaction` runs
 * `work` in one transaction (for SQLite, `BEGIN IMMEDIATE`, because every write here reads
 * then modifies) and rolls everything back when `work` throws. Ports are synchronous:
 * better-sqlite3 is, and a transaction must never span an `await`.
 */
export interface UnitOfWork {
  transaction<T>(work: () => T): T;
  /**
   * Optional: runs the reads of `work` in one read transaction, so a request's few reads
   * share one snapshot and take the database's read lock once instead of once per query
   * (issue 7). A `transaction` started inside it ends the read first and writes with the
   * latest data, so `work` may still write. Stores without locks need not implement it.
   */
  readSnapshot?<T>(work: () => T): T;
}
