import type {
  CalendarDate,
  DeferredKeyCheck,
  Page,
  PageWithStaleCheck,
  Subscription,
  SubscriptionListQuery,
  SubscriptionRepository,
} from '@subtrack/domain';
import {
  ITERATE_PAGE_SIZE,
  inDialect,
  placeholders,
  reminderCandidatesStatement,
  reminderCandidateValues,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_WRITTEN_COLUMNS,
  subscriptionListStatement,
} from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';
import { WriteConflictError } from './storage-errors.js';
import {
  CREATED_AT_INDEX,
  type SubscriptionRow,
  subscriptionValues,
  toSubscription,
} from './subscription-row.js';

const INSERT = inDialect(
  'postgres',
  `INSERT INTO subscriptions (${SUBSCRIPTION_WRITTEN_COLUMNS.join(', ')})
VALUES (${placeholders(SUBSCRIPTION_WRITTEN_COLUMNS.length)})`,
);

// created_at never changes; every other column is replaced.
const UPDATE = `UPDATE subscriptions SET
  name = $3, name_folded = $4, category = $5, amount_minor = $6, currency = $7, period = $8,
  next_payment_date = $9, billing_anchor_day = $10, custom_days = $11,
  notification_enabled = $12, status = $13, is_trial = $14, trial_ends_on = $15,
  updated_at = $16, version = $17, interval_count = $18, ends_on = $19, notice_days = $20,
  remind_days_before = $21, started_on = $22, has_logo = $23
WHERE id = $1 AND account_id = $2`;
// D32, D44: in a transaction that read the record, the write holds only if it is still at
// the version read. Under READ COMMITTED a concurrent writer's row lock makes this wait, and
// the condition is then checked against the committed row: exactly one of two writers wins.
const UPDATE_IF_AT = `${UPDATE} AND version = $24`;
const DELETE = 'DELETE FROM subscriptions WHERE id = $1 AND account_id = $2';
const DELETE_IF_AT = `${DELETE} AND version = $3`;
const FIND = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE id = $1 AND account_id = $2`;
// D51: inside a transaction a record read by id is one it is about to check (If-Match) and
// write, so it is locked until the commit: a second writer waits for this one and then
// reads what it committed, instead of both passing the same check. NO KEY UPDATE, because
// the id never changes: inserts of payments and deliveries that refer to it do not wait.
const FIND_FOR_UPDATE = `${FIND} FOR NO KEY UPDATE`;
// D48: through any (account_id, ...) index, without reading a row.
const COUNT = 'SELECT count(*)::integer AS held FROM subscriptions WHERE account_id = $1';
// D44, D48: in a transaction, the count must hold until the commit: locking the account's
// row makes a second create (or import) of the same account wait for this one, then count
// its record. NO KEY UPDATE does not stop the plain inserts and updates of other writers
// (their foreign-key checks take only KEY SHARE).
const LOCK_ACCOUNT = 'SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE';
const LIST_ALL = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE account_id = $1`;
// D48: a whole-account pass reads pages in the order of the (account_id, created_at, id)
// index, each page starting after the last row of the one before (keyset), so a page costs
// the same however deep the pass is. created_at never changes, so no row moves across pages.
const FIRST_PAGE = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE account_id = $1
ORDER BY created_at, id LIMIT $2`;
const NEXT_PAGE = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
WHERE account_id = $1 AND (created_at, id) > ($3, $4)
ORDER BY created_at, id LIMIT $2`;
// Issue 34, D2, D21, D51: the record read with the request's key check, in one round trip:
// the key is stored with the hash sent, for this account, not revoked, and the client's
// address is not blocked; read as stored now, so a revoked key is refused from the next
// request on, on every process. One row whether or not the record exists.
const FIND_CHECKING_KEY = `SELECT
  NOT EXISTS (SELECT 1 FROM failure_throttles WHERE key = $3 AND blocked_until > $4)
  AND EXISTS (SELECT 1 FROM api_keys
    WHERE id = $5 AND hash = $6 AND account_id = $2 AND revoked_at IS NULL) AS key_live,
  ${SUBSCRIPTION_COLUMNS}
FROM (SELECT 1) AS one LEFT JOIN subscriptions ON id = $1 AND account_id = $2`;
// Two columns of each row: what tells whether anything changed (D34's feed ETag).
const VERSIONS = 'SELECT id, version FROM subscriptions WHERE account_id = $1';
// D6: reads by the (account_id, status, next_payment_date, id) index, earliest first, so
// a batch of the first `limit` is a prefix of the index range (NULL: no limit).
const ACTIVE_DUE_BEFORE = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
WHERE account_id = $1 AND status = 'active' AND next_payment_date < $2
ORDER BY next_payment_date, id LIMIT $3`;

const REMINDER_CANDIDATES = reminderCandidatesStatement('postgres');

// D6, issue 34: what tells a list whether its page may stand, on every row of it (each
// sub-select runs once): the account's time zone, and its earliest active payment date,
// the first entry of the (account_id, status, next_payment_date, id) index. Written as
// ORDER BY ... LIMIT 1, not min(): on a table not analyzed yet (a fresh copy) the planner
// turned min() into a pass over every active record.
const STALE_CHECK = `(SELECT time_zone FROM notification_settings WHERE account_id = $1) AS check_time_zone,
  (SELECT next_payment_date FROM subscriptions WHERE account_id = $1 AND status = 'active'
    ORDER BY next_payment_date LIMIT 1) AS check_earliest_due`;

interface StaleCheckRow extends SubscriptionRow {
  check_time_zone: string | null;
  check_earliest_due: string | null;
}

/** A record's row with its key check; every column of the record is null when there is none. */
type KeyCheckedRow = SubscriptionRow & { key_live: boolean };

/** Subscriptions in PostgreSQL; every statement is scoped by account id. */
export class PostgresSubscriptionRepository implements SubscriptionRepository {
  constructor(
    private readonly db: Session,
    private readonly pageSize: number = ITERATE_PAGE_SIZE,
  ) {}

  async insert(subscription: Subscription): Promise<void> {
    await this.db.query(INSERT, subscriptionValues(subscription));
    this.db.reads?.wroteSubscription(subscription.id, subscription.version);
  }

  async update(subscription: Subscription): Promise<void> {
    const reads = this.db.reads;
    const read = reads?.subscriptionVersion(subscription.id);
    const values = subscriptionValues(subscription);
    values.splice(CREATED_AT_INDEX, 1);
    if (reads === null || read === undefined || read === null) {
      await this.db.query(UPDATE, values);
      return;
    }
    if (affectedRows(await this.db.query(UPDATE_IF_AT, [...values, read])) === 0) {
      throw new WriteConflictError('this subscription');
    }
    reads.wroteSubscription(subscription.id, subscription.version);
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    const reads = this.db.reads;
    const read = reads?.subscriptionVersion(id);
    if (reads === null || read === undefined || read === null) {
      return affectedRows(await this.db.query(DELETE, [id, accountId])) > 0;
    }
    if (affectedRows(await this.db.query(DELETE_IF_AT, [id, accountId, read])) === 0) {
      throw new WriteConflictError('this subscription');
    }
    reads.wroteSubscription(id, null);
    return true;
  }

  async findById(accountId: string, id: string): Promise<Subscription | null> {
    const reads = this.db.reads;
    const statement = reads === null ? FIND : FIND_FOR_UPDATE;
    const row = (await this.db.query<SubscriptionRow>(statement, [id, accountId])).rows[0];
    reads?.readSubscription(id, row?.version ?? null);
    return row === undefined ? null : toSubscription(row);
  }

  /** Outside a transaction only: the GET of one record (a transaction's read locks it). */
  async findByIdCheckingKey(
    accountId: string,
    id: string,
    check: Omit<DeferredKeyCheck, 'confirmed'>,
  ): Promise<{ keyLive: boolean; subscription: Subscription | null }> {
    const { blockKey, now, keyId, keyHash } = check;
    const values = [id, accountId, blockKey, now, keyId, keyHash];
    const row = (await this.db.query<KeyCheckedRow>(FIND_CHECKING_KEY, values)).rows[0]!;
    return { keyLive: row.key_live, subscription: row.id === null ? null : toSubscription(row) };
  }

  async countByAccount(accountId: string): Promise<number> {
    if (this.db.reads !== null) await this.db.query(LOCK_ACCOUNT, [accountId]);
    const { rows } = await this.db.query<{ held: number }>(COUNT, [accountId]);
    return rows[0]?.held ?? 0;
  }

  async list(accountId: string, query: SubscriptionListQuery): Promise<Page<Subscription>> {
    const { text, values } = subscriptionListStatement('postgres', accountId, query);
    return this.pageOf((await this.db.query<SubscriptionRow>(text, values)).rows, query);
  }

  async listWithStaleCheck(
    accountId: string,
    query: SubscriptionListQuery,
  ): Promise<PageWithStaleCheck | null> {
    const { text, values } = subscriptionListStatement('postgres', accountId, query, STALE_CHECK);
    const { rows } = await this.db.query<StaleCheckRow>(text, values);
    const first = rows[0];
    if (first === undefined) return null;
    return {
      page: this.pageOf(rows, query),
      timeZone: first.check_time_zone,
      earliestActiveDue: first.check_earliest_due,
    };
  }

  /** A page of `query.limit` records from the rows read (one more tells there are more). */
  private pageOf(read: SubscriptionRow[], query: SubscriptionListQuery): Page<Subscription> {
    const rows = this.remember(read);
    const hasMore = rows.length > query.limit;
    const items = (hasMore ? rows.slice(0, query.limit) : rows).map(toSubscription);
    return { items, hasMore };
  }

  async listAll(accountId: string): Promise<Subscription[]> {
    const { rows } = await this.db.query<SubscriptionRow>(LIST_ALL, [accountId]);
    return this.remember(rows).map(toSubscription);
  }

  async *iterateAll(accountId: string): AsyncGenerator<Subscription, void, undefined> {
    let rows = (await this.db.query<SubscriptionRow>(FIRST_PAGE, [accountId, this.pageSize])).rows;
    while (rows.length > 0) {
      for (const row of this.remember(rows)) yield toSubscription(row);
      const last = rows[rows.length - 1]!;
      if (rows.length < this.pageSize) return;
      rows = (
        await this.db.query<SubscriptionRow>(NEXT_PAGE, [
          accountId,
          this.pageSize,
          last.created_at,
          last.id,
        ])
      ).rows;
    }
  }

  // Issue 34: one statement of the few records that may be due, instead of the account's
  // every record in two hundred pages.
  async listReminderCandidates(accountId: string, until: CalendarDate): Promise<Subscription[]> {
    const values = reminderCandidateValues(accountId, until);
    const { rows } = await this.db.query<SubscriptionRow>(REMINDER_CANDIDATES, values);
    return this.remember(rows).map(toSubscription);
  }

  async listVersions(accountId: string): Promise<Array<{ id: string; version: number }>> {
    const { rows } = await this.db.query<{ id: string; version: number }>(VERSIONS, [accountId]);
    return rows;
  }

  async listActiveDueBefore(
    accountId: string,
    today: CalendarDate,
    limit?: number,
  ): Promise<Subscription[]> {
    const { rows } = await this.db.query<SubscriptionRow>(ACTIVE_DUE_BEFORE, [
      accountId,
      today,
      limit ?? null,
    ]);
    return this.remember(rows).map(toSubscription);
  }

  /** Inside a transaction, notes the version of every record read (see `TransactionReads`). */
  private remember(rows: SubscriptionRow[]): SubscriptionRow[] {
    const reads = this.db.reads;
    if (reads !== null) for (const row of rows) reads.readSubscription(row.id, row.version);
    return rows;
  }
}
