import type {
  CalendarDate,
  Page,
  Subscription,
  SubscriptionListQuery,
  SubscriptionRepository,
  SynchronousPort,
} from '@subtrack/domain';
import {
  ITERATE_PAGE_SIZE,
  reminderCandidatesStatement,
  reminderCandidateValues,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_WRITTEN_COLUMNS,
  subscriptionListStatement,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';
import { PAGE_BY_CREATED, PAGE_BY_ROWID } from './subscription-page-sql.js';
import {
  ROWID_INDEX,
  type RowidValues,
  type SubscriptionParams,
  type SubscriptionValues,
  toSubscriptionParams,
  valuesToSubscription,
} from './subscription-row.js';

// Each written column is a field of the record's row.
const WRITTEN_COLUMNS: ReadonlyArray<keyof SubscriptionParams> = SUBSCRIPTION_WRITTEN_COLUMNS;

const INSERT = `INSERT INTO subscriptions (${WRITTEN_COLUMNS.join(', ')})
VALUES (${WRITTEN_COLUMNS.map((column) => `@${column}`).join(', ')})`;

/**
 * The columns a write may change (not the id, the account or the creation time); `update`
 * sets only those of them whose value differs from the stored row. The folded name is one
 * of them: a renamed record is found and sorted by its new name.
 */
const UPDATABLE_COLUMNS = WRITTEN_COLUMNS.filter(
  (column) => !['id', 'account_id', 'created_at'].includes(column),
);
const STORED_FOR_UPDATE = `SELECT ${UPDATABLE_COLUMNS.join(', ')} FROM subscriptions
WHERE id = ? AND account_id = ?`;

/** An UPDATE of exactly `columns`, for the statement cache. */
function updateOf(columns: readonly string[]): string {
  const set = columns.map((column) => `${column} = @${column}`).join(', ');
  return `UPDATE subscriptions SET ${set} WHERE id = @id AND account_id = @account_id`;
}

const DELETE = 'DELETE FROM subscriptions WHERE id = ? AND account_id = ?';
const FIND = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE id = ? AND account_id = ?`;
// D48: through any (account_id, ...) index, without reading a row.
const COUNT = 'SELECT count(*) FROM subscriptions WHERE account_id = ?';
const LIST_ALL = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE account_id = ?`;
// Issue 7: through an index, every row is a separate lookup in the table in index order,
// i.e. random page reads: once the table outgrows SQLite's page cache (about 16 MB, near
// 20k subscriptions) that made a whole-account read grow faster than its size. When the
// account owns every row (the usual self-hosted install) a plain scan of the table reads
// each page once, in order: about 1.8x faster on 100k rows.
const SCAN_ALL = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions NOT INDEXED WHERE account_id = ?`;
// Two index seeks, so it costs microseconds whatever the table's size.
const ANOTHER_ACCOUNT_HAS_ROWS = `SELECT EXISTS (SELECT 1 FROM subscriptions WHERE account_id < ?)
  OR EXISTS (SELECT 1 FROM subscriptions WHERE account_id > ?)`;
// Two columns of each row: what tells whether anything changed (D34's feed ETag).
const VERSIONS = 'SELECT id, version FROM subscriptions WHERE account_id = ?';
// D6: reads by the (account_id, status, next_payment_date, id) index, earliest first, so
// a batch of the first `limit` is a prefix of the index range (-1: no limit).
const REMINDER_CANDIDATES = reminderCandidatesStatement('sqlite');
const ACTIVE_DUE_BEFORE = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
WHERE account_id = ? AND status = 'active' AND next_payment_date < ?
ORDER BY next_payment_date, id LIMIT ?`;

/** Subscriptions in SQLite; every statement is scoped by account id. */
export class SqliteSubscriptionRepository implements SynchronousPort<SubscriptionRepository> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(subscription: Subscription): void {
    this.statements.get(INSERT).run(toSubscriptionParams(subscription));
  }

  /**
   * Writes only the columns whose value changed. SQLite rewrites the entry of every index
   * holding a column named in SET, changed or not, and a subscription has eight indexes:
   * the daily roll, which moves only the date and the version, took twice as
   * long writing all of them (100k renewals: about 21 s instead of 10).
   */
  update(subscription: Subscription): void {
    const params = toSubscriptionParams(subscription);
    const stored = this.statements
      .get<Record<string, unknown>>(STORED_FOR_UPDATE)
      .get(subscription.id, subscription.accountId);
    if (stored === undefined) return;
    const changed = UPDATABLE_COLUMNS.filter((column) => stored[column] !== params[column]);
    if (changed.length === 0) return;
    this.statements.get(updateOf(changed)).run(params);
  }

  delete(accountId: string, id: string): boolean {
    return this.statements.get(DELETE).run(id, accountId).changes > 0;
  }

  findById(accountId: string, id: string): Subscription | null {
    const values = this.statements.getRaw<SubscriptionValues>(FIND).get(id, accountId);
    return values === undefined ? null : valuesToSubscription(values);
  }

  countByAccount(accountId: string): number {
    return this.statements.getRaw<[number]>(COUNT).get(accountId)![0];
  }

  list(accountId: string, query: SubscriptionListQuery): Page<Subscription> {
    const { text, values } = subscriptionListStatement('sqlite', accountId, query);
    const rows = this.statements.getRaw<SubscriptionValues>(text).all(...values);
    const hasMore = rows.length > query.limit;
    const items = (hasMore ? rows.slice(0, query.limit) : rows).map(valuesToSubscription);
    return { items, hasMore };
  }

  listAll(accountId: string): Subscription[] {
    // The records are all held at once here, so the few distinct currencies, periods,
    // statuses, categories and dates are shared, not held once per record: about a
    // quarter less memory per record.
    const shared = new Map<string, string>();
    const intern = (text: string): string => {
      const found = shared.get(text);
      if (found !== undefined) return found;
      shared.set(text, text);
      return text;
    };
    const records: Subscription[] = [];
    for (const values of this.rowsOf(accountId)) {
      values[3] = intern(values[3]);
      values[5] = intern(values[5]);
      values[6] = intern(values[6]);
      values[7] = intern(values[7]);
      values[11] = intern(values[11]);
      // A record never edited has the same instant twice: keep one string for both.
      if (values[15] === values[14]) values[15] = values[14];
      records.push(valuesToSubscription(values));
    }
    return records;
  }

  /**
   * The account's records in keyset pages (`ITERATE_PAGE_SIZE`, 500), each page
   * one short statement run when the caller reaches it, so other calls run between pages
   * and nothing stays open on the connection in between. A record stored for the whole
   * pass is read exactly once: its key never changes (an update keeps the rowid, and
   * `created_at` is never rewritten).
   */
  *iterateAll(accountId: string): Generator<Subscription[], void, undefined> {
    const shared = this.statements
      .getRaw<[number]>(ANOTHER_ACCOUNT_HAS_ROWS)
      .get(accountId, accountId)![0];
    if (shared === 1) {
      // Through the (account_id, created_at, id) index.
      const page = this.statements.getRaw<SubscriptionValues>(PAGE_BY_CREATED);
      let after = ['', ''];
      for (;;) {
        const rows = page.all(accountId, after[0], after[1]);
        if (rows.length > 0) yield rows.map(valuesToSubscription);
        if (rows.length < ITERATE_PAGE_SIZE) return;
        const last = rows[rows.length - 1]!;
        after = [last[14], last[0]];
      }
    }
    // The account owns every row: the table in rowid order, each page read once (issue 7).
    const page = this.statements.getRaw<RowidValues>(PAGE_BY_ROWID);
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const rows = page.all(after, accountId);
      if (rows.length > 0) yield rows.map(valuesToSubscription);
      if (rows.length < ITERATE_PAGE_SIZE) return;
      after = rows[rows.length - 1]![ROWID_INDEX];
    }
  }

  private rowsOf(accountId: string): IterableIterator<SubscriptionValues> {
    const shared = this.statements
      .getRaw<[number]>(ANOTHER_ACCOUNT_HAS_ROWS)
      .get(accountId, accountId)![0];
    return this.statements
      .getRaw<SubscriptionValues>(shared === 1 ? LIST_ALL : SCAN_ALL)
      .iterate(accountId);
  }

  listReminderCandidates(accountId: string, until: CalendarDate): Subscription[] {
    return this.statements
      .getRaw<SubscriptionValues>(REMINDER_CANDIDATES)
      .all(...reminderCandidateValues(accountId, until))
      .map(valuesToSubscription);
  }

  listVersions(accountId: string): Array<{ id: string; version: number }> {
    return this.statements
      .getRaw<[string, number]>(VERSIONS)
      .all(accountId)
      .map(([id, version]) => ({ id, version }));
  }

  listActiveDueBefore(accountId: string, today: CalendarDate, limit?: number): Subscription[] {
    return this.statements
      .getRaw<SubscriptionValues>(ACTIVE_DUE_BEFORE)
      .all(accountId, today, limit ?? -1)
      .map(valuesToSubscription);
  }
}
