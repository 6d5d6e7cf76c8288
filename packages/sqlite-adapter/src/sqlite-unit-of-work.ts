import type { UnitOfWork } from '@subtrack/domain';
import type { Database, Transaction } from 'better-sqlite3';

type Work = (work: () => unknown) => unknown;

/**
 * D25: a write and its audit record commit together or not at all. `BEGIN IMMEDIATE` takes
 * the write lock up front, so a read-modify-write never fails half-way with SQLITE_BUSY on
 * lock upgrade; a competing writer waits for the busy timeout instead. A nested call runs
 * as a savepoint inside the outer transaction (better-sqlite3 does this by itself).
 */
export class SqliteUnitOfWork implements UnitOfWork {
  private readonly run: Transaction<Work>;

  constructor(db: Database) {
    this.run = db.transaction((work: () => unknown) => work());
  }

  transaction<T>(work: () => T): T {
    return this.run.immediate(work) as T;
  }
}
