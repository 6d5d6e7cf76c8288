import type { Account, AccountStore } from '@subtrack/domain';
import {
  ACCOUNT_SQL,
  type AccountRow,
  accountValues,
  queriesIn,
  toAccount,
} from '@subtrack/sql-rows';
import type { Session } from './session.js';

const ACCOUNTS = queriesIn('postgres', ACCOUNT_SQL);

/** Accounts in PostgreSQL. */
export class PostgresAccountStore implements AccountStore {
  constructor(private readonly db: Session) {}

  async insert(account: Account): Promise<void> {
    await this.db.query(ACCOUNTS.insert, accountValues(account));
  }

  async findById(id: string): Promise<Account | null> {
    const { rows } = await this.db.query<AccountRow>(ACCOUNTS.findById, [id]);
    return rows[0] === undefined ? null : toAccount(rows[0]);
  }

  async list(): Promise<Account[]> {
    const { rows } = await this.db.query<AccountRow>(ACCOUNTS.list);
    return rows.map(toAccount);
  }
}
