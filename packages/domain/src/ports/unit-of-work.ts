/**
 * D25: a write and its audit record commit together or not at all. `transaction` runs
 * `work` in one transaction (for SQLite, `BEGIN IMMEDIATE`, because every write here reads
 * then modifies) and rolls everything back when `work` throws. Ports are synchronous:
 * better-sqlite3 is, and a transaction must never span an `await`.
 */
export interface UnitOfWork {
  transaction<T>(work: () => T): T;
}
