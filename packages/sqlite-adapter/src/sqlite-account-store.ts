import type { Account, AccountStore, SynchronousPort } from '@subtrack/domain';
import { ACCOUNT_SQL, type AccountRow, accountValues, toAccount } from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

/** Accounts in SQLite. */
export class SqliteAccountStore implements SynchronousPort<AccountStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(account: Account): void {
    this.statements.get(ACCOUNT_SQL.insert).run(...accountValues(account));
  }

  findById(id: string): Account | null {
    const row = this.statements.get<AccountRow>(ACCOUNT_SQL.findById).get(id);
    return row === undefined ? null : toAccount(row);
  }

  list(): Account[] {
    return this.statements.get<AccountRow>(ACCOUNT_SQL.list).all().map(toAccount);
  }
}
