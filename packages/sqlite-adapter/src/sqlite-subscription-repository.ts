import type {
  CalendarDate,
  Page,
  Subscription,
  SubscriptionListQuery,
  SubscriptionRepository,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';
import { buildListStatement } from './subscription-list-sql.js';
import { type SubscriptionRow, toSubscription, toSubscriptionParams } from './subscription-row.js';

const INSERT = `INSERT INTO subscriptions (
  id, account_id, name, name_folded, category, amount_minor, currency, period,
  next_payment_date, billing_anchor_day, custom_days, notification_enabled, status,
  is_trial, trial_ends_on, created_at, updated_at
) VALUES (
  @id, @account_id, @name, @name_folded, @category, @amount_minor, @currency, @period,
  @next_payment_date, @billing_anchor_day, @custom_days, @notification_enabled, @status,
  @is_trial, @trial_ends_on, @created_at, @updated_at
)`;

// created_at never changes; every other column is replaced.
const UPDATE = `UPDATE subscriptions SET
  name = @name, name_folded = @name_folded, category = @category,
  amount_minor = @amount_minor, currency = @currency, period = @period,
  next_payment_date = @next_payment_date, billing_anchor_day = @billing_anchor_day,
  custom_days = @custom_days, notification_enabled = @notification_enabled,
  status = @status, is_trial = @is_trial, trial_ends_on = @trial_ends_on,
  updated_at = @updated_at
WHERE id = @id AND account_id = @account_id`;

const DELETE = 'DELETE FROM subscriptions WHERE id = ? AND account_id = ?';
const FIND = 'SELECT * FROM subscriptions WHERE id = ? AND account_id = ?';
const LIST_ALL = 'SELECT * FROM subscriptions WHERE account_id = ?';
// D6: reads by the (account_id, status, next_payment_date, id) index.
const ACTIVE_DUE_BEFORE = `SELECT * FROM subscriptions
WHERE account_id = ? AND status = 'active' AND next_payment_date < ?`;

/** Subscriptions in SQLite; every statement is scoped by account id. */
export class SqliteSubscriptionRepository implements SubscriptionRepository {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(subscription: Subscription): void {
    this.statements.get(INSERT).run(toSubscriptionParams(subscription));
  }

  update(subscription: Subscription): void {
    this.statements.get(UPDATE).run(toSubscriptionParams(subscription));
  }

  delete(accountId: string, id: string): boolean {
    return this.statements.get(DELETE).run(id, accountId).changes > 0;
  }

  findById(accountId: string, id: string): Subscription | null {
    const row = this.statements.get<SubscriptionRow>(FIND).get(id, accountId);
    return row === undefined ? null : toSubscription(row);
  }

  list(accountId: string, query: SubscriptionListQuery): Page<Subscription> {
    const { sql, params } = buildListStatement(accountId, query);
    const rows = this.statements.get<SubscriptionRow>(sql).all(...params);
    const hasMore = rows.length > query.limit;
    const items = (hasMore ? rows.slice(0, query.limit) : rows).map(toSubscription);
    return { items, hasMore };
  }

  listAll(accountId: string): Subscription[] {
    return this.statements.get<SubscriptionRow>(LIST_ALL).all(accountId).map(toSubscription);
  }

  listActiveDueBefore(accountId: string, today: CalendarDate): Subscription[] {
    return this.statements
      .get<SubscriptionRow>(ACTIVE_DUE_BEFORE)
      .all(accountId, today)
      .map(toSubscription);
  }
}
