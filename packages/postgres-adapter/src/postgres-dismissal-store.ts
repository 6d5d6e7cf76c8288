import type { CounterpartyDismissal, CounterpartyDismissalStore } from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

interface DismissalRow {
  id: string;
  account_id: string;
  counterparty_key: string;
  name: string;
  dismissed_at: string;
}

const COLUMNS = 'id, account_id, counterparty_key, name, dismissed_at';
// The primary key (account_id, counterparty_key) keeps the first dismissal of a
// counterparty, also when another transaction inserts it at the same time.
const INSERT = `INSERT INTO dismissed_counterparties (${COLUMNS}) VALUES ($1, $2, $3, $4, $5)
ON CONFLICT (account_id, counterparty_key) DO NOTHING`;
const BY_KEY = `SELECT ${COLUMNS} FROM dismissed_counterparties
WHERE account_id = $1 AND counterparty_key = $2`;
const OF_ACCOUNT = `SELECT ${COLUMNS} FROM dismissed_counterparties WHERE account_id = $1
ORDER BY dismissed_at DESC, id DESC`;
const DELETE = 'DELETE FROM dismissed_counterparties WHERE account_id = $1 AND id = $2';

const toDismissal = (row: DismissalRow): CounterpartyDismissal => ({
  id: row.id,
  accountId: row.account_id,
  key: row.counterparty_key,
  name: row.name,
  dismissedAt: row.dismissed_at,
});

/** D56: dismissed counterparties in PostgreSQL (migration 9); every statement scoped by account. */
export class PostgresDismissalStore implements CounterpartyDismissalStore {
  constructor(private readonly db: Session) {}

  async insert(d: CounterpartyDismissal): Promise<boolean> {
    const result = await this.db.query(INSERT, [d.id, d.accountId, d.key, d.name, d.dismissedAt]);
    return affectedRows(result) > 0;
  }

  async findByKey(accountId: string, key: string): Promise<CounterpartyDismissal | null> {
    const row = (await this.db.query<DismissalRow>(BY_KEY, [accountId, key])).rows[0];
    return row === undefined ? null : toDismissal(row);
  }

  async listByAccount(accountId: string): Promise<CounterpartyDismissal[]> {
    return (await this.db.query<DismissalRow>(OF_ACCOUNT, [accountId])).rows.map(toDismissal);
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    return affectedRows(await this.db.query(DELETE, [accountId, id])) > 0;
  }
}
