import type {
  Currency,
  Page,
  PaidDayTotal,
  PaidMonthTotal,
  Payment,
  PaymentListQuery,
  PaymentRepository,
  PaymentSource,
  PaymentStatus,
  SynchronousPort,
} from '@subtrack/domain';
import {
  EARLIEST_DATE,
  ITERATE_PAGE_SIZE,
  LATEST_DATE,
  PAYMENT_COLUMNS,
  PAYMENT_INTO,
  PAYMENT_SQL,
  paymentUpdateValues,
  paymentValues,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

type PaymentValues = [
  id: string,
  accountId: string,
  subscriptionId: string,
  dueOn: string,
  amountMinor: number,
  currency: string,
  status: string,
  source: string,
  createdAt: string,
  updatedAt: string,
];

// D40: the primary key (account_id, subscription_id, due_on) makes a second insert of a date
// a no-op.
const INSERT = `INSERT OR IGNORE INTO ${PAYMENT_INTO}`;
const IDS_OF_SUBSCRIPTION = 'SELECT id FROM payments WHERE subscription_id = ? AND account_id = ?';
const DELETE_FOR_SUBSCRIPTION = 'DELETE FROM payments WHERE subscription_id = ? AND account_id = ?';
const PAGE = `SELECT ${PAYMENT_COLUMNS} FROM payments
WHERE account_id = ? AND (subscription_id, due_on) > (?, ?)
ORDER BY subscription_id, due_on LIMIT ${ITERATE_PAGE_SIZE}`;
// The paid payments of a range of dates per day and currency, read through the account's
// date index (a conversion at each day's rate needs them by day).
const PAID_BY_DAY = `SELECT due_on, currency, sum(amount_minor), count(*) FROM payments
WHERE account_id = ? AND due_on BETWEEN ? AND ? AND status = 'paid'
GROUP BY due_on, currency`;

function toPayment(v: PaymentValues): Payment {
  return {
    id: v[0],
    accountId: v[1],
    subscriptionId: v[2],
    dueOn: v[3],
    amountMinor: v[4],
    // The CHECK constraints and the domain's validation keep these within their enums.
    currency: v[5] as Currency,
    status: v[6] as PaymentStatus,
    source: v[7] as PaymentSource,
    createdAt: v[8],
    updatedAt: v[9],
  };
}

/** Payments in SQLite; every statement is scoped by account id. */
export class SqlitePaymentRepository implements SynchronousPort<PaymentRepository> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insertMany(payments: readonly Payment[]): number {
    const insert = this.statements.get(INSERT);
    let stored = 0;
    for (const p of payments) {
      stored += insert.run(...paymentValues(p)).changes;
    }
    return stored;
  }

  update(payment: Payment): void {
    this.statements.get(PAYMENT_SQL.update).run(...paymentUpdateValues(payment));
  }

  findById(accountId: string, subscriptionId: string, id: string): Payment | null {
    const values = this.statements
      .getRaw<PaymentValues>(PAYMENT_SQL.find)
      .get(id, accountId, subscriptionId);
    return values === undefined ? null : toPayment(values);
  }

  listForSubscription(
    accountId: string,
    subscriptionId: string,
    query: PaymentListQuery,
  ): Page<Payment> {
    const { from = EARLIEST_DATE, to = LATEST_DATE } = query.filters;
    const rows = this.statements
      .getRaw<PaymentValues>(PAYMENT_SQL.list)
      .all(subscriptionId, accountId, from, to, query.limit + 1, query.offset);
    const hasMore = rows.length > query.limit;
    return { items: (hasMore ? rows.slice(0, query.limit) : rows).map(toPayment), hasMore };
  }

  /** Keyset pages of 500 by (subscription_id, due_on), each one short statement. */
  *iterateAll(accountId: string): Generator<Payment[], void, undefined> {
    const page = this.statements.getRaw<PaymentValues>(PAGE);
    let after: [string, string] = ['', ''];
    for (;;) {
      const rows = page.all(accountId, after[0], after[1]);
      if (rows.length > 0) yield rows.map(toPayment);
      if (rows.length < ITERATE_PAGE_SIZE) return;
      const last = rows[rows.length - 1]!;
      after = [last[2], last[3]];
    }
  }

  deleteForSubscription(accountId: string, subscriptionId: string): string[] {
    const ids = this.statements
      .getRaw<[string]>(IDS_OF_SUBSCRIPTION)
      .all(subscriptionId, accountId)
      .map(([id]) => id);
    this.statements.get(DELETE_FOR_SUBSCRIPTION).run(subscriptionId, accountId);
    return ids;
  }

  paidTotalsByMonth(accountId: string, fromMonth: string, toMonth: string): PaidMonthTotal[] {
    return this.statements
      .getRaw<[string, string, number, number]>(PAYMENT_SQL.paidByMonth)
      .all(accountId, fromMonth, toMonth)
      .map(([month, currency, amountMinor, count]) => ({
        month,
        currency: currency as Currency,
        amountMinor,
        count,
      }));
  }

  paidTotalsByDay(accountId: string, fromDate: string, toDate: string): PaidDayTotal[] {
    return this.statements
      .getRaw<[string, string, number, number]>(PAID_BY_DAY)
      .all(accountId, fromDate, toDate)
      .map(([dueOn, currency, amountMinor, count]) => ({
        dueOn,
        currency: currency as Currency,
        amountMinor,
        count,
      }));
  }
}
