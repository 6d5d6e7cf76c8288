import type {
  CounterpartyDismissal,
  CounterpartyDismissalStore,
  SynchronousPort,
} from '@subtrack/domain';
import { DISMISSAL_SQL, dismissalValues } from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

// The primary key (account_id, counterparty_key) keeps the first dismissal of a counterparty.
const INSERT = `INSERT OR IGNORE INTO ${DISMISSAL_SQL.into}`;

type DismissalValues = [string, string, string, string, string];

const toDismissal = (v: DismissalValues): CounterpartyDismissal => ({
  id: v[0],
  accountId: v[1],
  key: v[2],
  name: v[3],
  dismissedAt: v[4],
});

/** Dismissed counterparties in SQLite (migration 15); every statement scoped by account. */
export class SqliteDismissalStore implements SynchronousPort<CounterpartyDismissalStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(d: CounterpartyDismissal): boolean {
    return this.statements.get(INSERT).run(...dismissalValues(d)).changes > 0;
  }

  findByKey(accountId: string, key: string): CounterpartyDismissal | null {
    const values = this.statements.getRaw<DismissalValues>(DISMISSAL_SQL.byKey).get(accountId, key);
    return values === undefined ? null : toDismissal(values);
  }

  listByAccount(accountId: string): CounterpartyDismissal[] {
    return this.statements
      .getRaw<DismissalValues>(DISMISSAL_SQL.ofAccount)
      .all(accountId)
      .map(toDismissal);
  }

  delete(accountId: string, id: string): boolean {
    return this.statements.get(DISMISSAL_SQL.delete).run(accountId, id).changes > 0;
  }
}
