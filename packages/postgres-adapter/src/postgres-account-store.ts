import type { Account, AccountStore } from '@subtrack/domain';
import type { Session } from './session.js';

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

const COLUMNS = 'id, name, created_at';

/** Accounts (D1) in PostgreSQL. */
export class PostgresAccountStore implements AccountStore {
  constructor(private readonly db: Session) {}

  async insert(account: Account): Promise<void> {
    await this.db.query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3)', [
      account.id,
      account.name,
      account.createdAt,
    ]);
  }

  async findById(id: string): Promise<Account | null> {
    const { rows } = await this.db.query<AccountRow>(
      `SELECT ${COLUMNS} FROM accounts WHERE id = $1`,
      [id],
    );
    return rows[0] === undefined ? null : toAccount(rows[0]);
  }

  async list(): Promise<Account[]> {
    const { rows } = await this.db.query<AccountRow>(
      `SELECT ${COLUMNS} FROM accounts ORDER BY created_at, id`,
    );
    return rows.map(toAccount);
  }
}
