import type { CounterpartyDismissal, CounterpartyDismissalStore } from '@subtrack/domain';
import { DISMISSAL_SQL, dismissalValues, queriesIn } from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';

interface DismissalRow {
  id: string;
  account_id: string;
  counterparty_key: string;
  name: string;
  dismissed_at: string;
}

const DISMISSALS = queriesIn('postgres', DISMISSAL_SQL);
// The primary key (account_id, counterparty_key) keeps the first dismissal of a
// counterparty, also when another transaction inserts it at the same time.
const INSERT = `INSERT INTO ${DISMISSALS.into}
ON CONFLICT (account_id, counterparty_key) DO NOTHING`;

const toDismissal = (row: DismissalRow): CounterpartyDismissal => ({
  id: row.id,
  accountId: row.account_id,
  key: row.counterparty_key,
  name: row.name,
  dismissedAt: row.dismissed_at,
});

/** Dismissed counterparties in PostgreSQL (migration 9); every statement scoped by account. */
export class PostgresDismissalStore implements CounterpartyDismissalStore {
  constructor(private readonly db: Session) {}

  async insert(d: CounterpartyDismissal): Promise<boolean> {
    const result = await this.db.query(INSERT, dismissalValues(d));
    return affectedRows(result) > 0;
  }

  async findByKey(accountId: string, key: string): Promise<CounterpartyDismissal | null> {
    const row = (await this.db.query<DismissalRow>(DISMISSALS.byKey, [accountId, key])).rows[0];
    return row === undefined ? null : toDismissal(row);
  }

  async listByAccount(accountId: string): Promise<CounterpartyDismissal[]> {
    return (await this.db.query<DismissalRow>(DISMISSALS.ofAccount, [accountId])).rows.map(
      toDismissal,
    );
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    return affectedRows(await this.db.query(DISMISSALS.delete, [accountId, id])) > 0;
  }
}
