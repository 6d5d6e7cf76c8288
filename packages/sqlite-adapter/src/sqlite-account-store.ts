import type { Account, AccountStore, SynchronousPort } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface AccountRow {
  id: string;
  name: string;
  created_at: string;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
});

/** Accounts (D1) in SQLite. */
export class SqliteAccountStore implements SynchronousPort<AccountStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(account: Account): void {
    this.statements
      .get('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)')
      .run(account.id, account.name, account.createdAt);
  }

  findById(id: string): Account | null {
    const row = this.statements.get<AccountRow>('SELECT * FROM accounts WHERE id = ?').get(id);
    return row === undefined ? null : toAccount(row);
  }

  list(): Account[] {
    return this.statements
      .get<AccountRow>('SELECT * FROM accounts ORDER BY created_at, id')
      .all()
      .map(toAccount);
  }
}
