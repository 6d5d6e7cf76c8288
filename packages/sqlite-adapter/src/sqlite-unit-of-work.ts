import type { UnitOfWork } from '@subtrack/domain';
import type { Database, Statement, Transaction } from 'better-sqlite3';

type Work = (work: () => unknown) => unknown;

/**
 * D25: a write and its audit record commit together or not at all. `BEGIN IMMEDIATE` takes
 * the write lock up front, so a read-modify-write never fails half-way with SQLITE_BUSY on
 * lock upgrade; a competing writer waits for the busy timeout instead. A nested call runs
 * as a savepoint inside the outer transaction (better-sqlite3 does this by itself).
 */
export class SqliteUnitOfWork implements UnitOfWork {
  private readonly run: Transaction<Work>;
  private readonly begin: Statement;
  private readonly commit: Statement;
  /** True while `readSnapshot` holds a read transaction this object opened. */
  private reading = false;

  constructor(private readonly db: Database) {
    this.run = db.transaction((work: () => unknown) => work());
    this.begin = db.prepare('BEGIN DEFERRED');
    this.commit = db.prepare('COMMIT');
  }

  transaction<T>(work: () => T): T {
    if (!this.reading) return this.run.immediate(work) as T;
    // A deferred read transaction cannot safely become a writer in WAL mode (SQLITE_BUSY
    // when another connection wrote since the snapshot, and no busy wait helps). End the
    // read, write under BEGIN IMMEDIATE as usual, then read on in a fresh snapshot.
    if (this.db.inTransaction) this.commit.run();
    this.reading = false;
    try {
      return this.run.immediate(work) as T;
    } finally {
      this.begin.run();
      this.reading = true;
    }
  }

  /**
   * Issue 7: outside a transaction every statement is its own read transaction, and each
   * costs SQLite a few system calls for the WAL read lock. One `BEGIN DEFERRED` ... `COMMIT`
   * around a request's reads takes that lock once.
   */
  readSnapshot<T>(work: () => T): T {
    if (this.db.inTransaction) return work();
    this.begin.run();
    this.reading = true;
    try {
      return work();
    } finally {
      this.reading = false;
      // Nothing to roll back in a read transaction; COMMIT just releases the snapshot.
      if (this.db.inTransaction) this.commit.run();
    }
  }
}
