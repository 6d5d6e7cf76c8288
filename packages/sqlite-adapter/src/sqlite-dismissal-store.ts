import type {
  CounterpartyDismissal,
  CounterpartyDismissalStore,
  SynchronousPort,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

const COLUMNS = 'id, account_id, counterparty_key, name, dismissed_at';
// The primary key (account_id, counterparty_key) keeps the first dismissal of a counterparty.
const INSERT = `INSERT OR IGNORE INTO dismissed_counterparties (${COLUMNS}) VALUES (?, ?, ?, ?, ?)`;
const BY_KEY = `SELECT ${COLUMNS} FROM dismissed_counterparties
WHERE account_id = ? AND counterparty_key = ?`;
const OF_ACCOUNT = `SELECT ${COLUMNS} FROM dismissed_counterparties WHERE account_id = ?
ORDER BY dismissed_at DESC, id DESC`;
const DELETE = 'DELETE FROM dismissed_counterparties WHERE account_id = ? AND id = ?';

type DismissalValues = [string, string, string, string, string];

const toDismissal = (v: DismissalValues): CounterpartyDismissal => ({
  id: v[0],
  accountId: v[1],
  key: v[2],
  name: v[3],
  dismissedAt: v[4],
});

/** D56: dismissed counterparties in SQLite (migration 15); every statement scoped by account. */
export class SqliteDismissalStore implements SynchronousPort<CounterpartyDismissalStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(d: CounterpartyDismissal): boolean {
    const { changes } = this.statements
      .get(INSERT)
      .run(d.id, d.accountId, d.key, d.name, d.dismissedAt);
    return changes > 0;
  }

  findByKey(accountId: string, key: string): CounterpartyDismissal | null {
    const values = this.statements.getRaw<DismissalValues>(BY_KEY).get(accountId, key);
    return values === undefined ? null : toDismissal(values);
  }

  listByAccount(accountId: string): CounterpartyDismissal[] {
    return this.statements.getRaw<DismissalValues>(OF_ACCOUNT).all(accountId).map(toDismissal);
  }

  delete(accountId: string, id: string): boolean {
    return this.statements.get(DELETE).run(accountId, id).changes > 0;
  }
}
