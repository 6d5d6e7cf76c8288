import type { SynchronousTransactions } from '@subtrack/domain';
import type { Database, Statement } from 'better-sqlite3';

/**
 * How a transaction begins and ends on the one connection (`createSqlitePorts`
 * runs one at a time, first in, first out). `BEGIN IMMEDIATE` takes the write lock up
 * front, so a read-modify-write never fails half-way with SQLITE_BUSY on lock upgrade; a
 * writer of another process makes it wait for the busy timeout instead.
 */
export class SqliteTransactions implements SynchronousTransactions {
  private readonly beginStatement: Statement;
  private readonly commitStatement: Statement;
  private readonly rollbackStatement: Statement;

  constructor(private readonly db: Database) {
    this.beginStatement = db.prepare('BEGIN IMMEDIATE');
    this.commitStatement = db.prepare('COMMIT');
    this.rollbackStatement = db.prepare('ROLLBACK');
  }

  begin(): void {
    this.beginStatement.run();
  }

  commit(): void {
    this.commitStatement.run();
  }

  rollback(): void {
    // SQLite may have rolled back by itself (a full disk, an I/O error).
    if (this.db.inTransaction) this.rollbackStatement.run();
  }
}
