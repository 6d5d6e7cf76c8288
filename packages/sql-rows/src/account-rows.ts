import type { Account } from '@subtrack/domain';

/** A row of `accounts`. */
export interface AccountRow {
  id: string;
  name: string;
  created_at: string;
}

export const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
});

/** The values of `ACCOUNT_SQL.insert`. */
export const accountValues = (account: Account): unknown[] => [
  account.id,
  account.name,
  account.createdAt,
];

/** The account store's statements. */
export const ACCOUNT_SQL = {
  insert: 'INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)',
  findById: 'SELECT id, name, created_at FROM accounts WHERE id = ?',
  list: 'SELECT id, name, created_at FROM accounts ORDER BY created_at, id',
} as const;
