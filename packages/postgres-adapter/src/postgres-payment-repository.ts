import type {
  CalendarDate,
  Currency,
  Page,
  PaidDayTotal,
  PaidMonthTotal,
  Payment,
  PaymentListQuery,
  PaymentRepository,
  PaymentSource,
  PaymentStatus,
} from '@subtrack/domain';
import {
  EARLIEST_DATE,
  ITERATE_PAGE_SIZE,
  inDialect,
  LATEST_DATE,
  PAYMENT_COLUMNS,
  PAYMENT_INTO,
  PAYMENT_SQL,
  paymentUpdateValues,
  paymentValues,
  queriesIn,
} from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';

interface PaymentRow {
  id: string;
  account_id: string;
  subscription_id: string;
  due_on: string;
  amount_minor: number;
  currency: string;
  status: string;
  source: string;
  created_at: string;
  updated_at: string;
}

const PAYMENTS = queriesIn('postgres', PAYMENT_SQL);

// D40: the primary key (account_id, subscription_id, due_on) makes a second insert of a date
// a no-op, also when another transaction inserts it at the same time (it waits, then skips).
const INSERT = inDialect(
  'postgres',
  `INSERT INTO ${PAYMENT_INTO} ON CONFLICT (account_id, subscription_id, due_on) DO NOTHING`,
);
// D51: inside a transaction a payment read by id is one about to be changed from what was
// read: locked until the commit, so two changes of one payment take turns and the second
// starts from the first one's result (its audit diff too) instead of writing back what it
// read before the first committed.
const FIND_FOR_UPDATE = `${PAYMENTS.find} FOR NO KEY UPDATE`;
const DELETE_FOR_SUBSCRIPTION = `DELETE FROM payments WHERE subscription_id = $1 AND account_id = $2
RETURNING id`;
// D48: keyset pages in the order of the primary key, each one short statement.
const PAGE = `SELECT ${PAYMENT_COLUMNS} FROM payments
WHERE account_id = $1 AND (subscription_id, due_on) > ($2, $3::date)
ORDER BY subscription_id, due_on LIMIT $4`;
// The paid payments of a range of dates per day and currency, read through the account's
// date index (a conversion at each day's rate needs them by day).
const PAID_BY_DAY = `SELECT due_on, currency, sum(amount_minor)::bigint AS paid_minor,
  count(*) AS paid_count
FROM payments WHERE account_id = $1 AND due_on BETWEEN $2 AND $3 AND status = 'paid'
GROUP BY due_on, currency`;

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    accountId: row.account_id,
    subscriptionId: row.subscription_id,
    dueOn: row.due_on,
    amountMinor: row.amount_minor,
    // The CHECK constraints and the domain's validation keep these within their enums.
    currency: row.currency as Currency,
    status: row.status as PaymentStatus,
    source: row.source as PaymentSource,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Payments in PostgreSQL; every statement is scoped by account id. */
export class PostgresPaymentRepository implements PaymentRepository {
  constructor(
    private readonly db: Session,
    private readonly pageSize: number = ITERATE_PAGE_SIZE,
  ) {}

  async insertMany(payments: readonly Payment[]): Promise<number> {
    let stored = 0;
    for (const p of payments) {
      const result = await this.db.query(INSERT, paymentValues(p));
      stored += affectedRows(result);
    }
    return stored;
  }

  async update(payment: Payment): Promise<void> {
    await this.db.query(PAYMENTS.update, paymentUpdateValues(payment));
  }

  async findById(accountId: string, subscriptionId: string, id: string): Promise<Payment | null> {
    const statement = this.db.reads === null ? PAYMENTS.find : FIND_FOR_UPDATE;
    const row = (await this.db.query<PaymentRow>(statement, [id, accountId, subscriptionId]))
      .rows[0];
    return row === undefined ? null : toPayment(row);
  }

  async listForSubscription(
    accountId: string,
    subscriptionId: string,
    query: PaymentListQuery,
  ): Promise<Page<Payment>> {
    const { from = EARLIEST_DATE, to = LATEST_DATE } = query.filters;
    const { rows } = await this.db.query<PaymentRow>(PAYMENTS.list, [
      subscriptionId,
      accountId,
      from,
      to,
      query.limit + 1,
      query.offset,
    ]);
    const hasMore = rows.length > query.limit;
    return { items: (hasMore ? rows.slice(0, query.limit) : rows).map(toPayment), hasMore };
  }

  async *iterateAll(accountId: string): AsyncGenerator<Payment, void, undefined> {
    let after: [string, string] = ['', EARLIEST_DATE];
    for (;;) {
      const { rows } = await this.db.query<PaymentRow>(PAGE, [
        accountId,
        after[0],
        after[1],
        this.pageSize,
      ]);
      for (const row of rows) yield toPayment(row);
      const last = rows[rows.length - 1];
      if (last === undefined || rows.length < this.pageSize) return;
      after = [last.subscription_id, last.due_on];
    }
  }

  async deleteForSubscription(accountId: string, subscriptionId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(DELETE_FOR_SUBSCRIPTION, [
      subscriptionId,
      accountId,
    ]);
    return rows.map((row) => row.id);
  }

  async paidTotalsByMonth(
    accountId: string,
    fromMonth: string,
    toMonth: string,
  ): Promise<PaidMonthTotal[]> {
    const { rows } = await this.db.query<{
      month: string;
      currency: string;
      paid_minor: number;
      paid_count: number;
    }>(PAYMENTS.paidByMonth, [accountId, fromMonth, toMonth]);
    return rows.map((row) => ({
      month: row.month,
      currency: row.currency as Currency,
      amountMinor: row.paid_minor,
      count: row.paid_count,
    }));
  }

  async paidTotalsByDay(
    accountId: string,
    fromDate: CalendarDate,
    toDate: CalendarDate,
  ): Promise<PaidDayTotal[]> {
    const { rows } = await this.db.query<{
      due_on: string;
      currency: string;
      paid_minor: number;
      paid_count: number;
    }>(PAID_BY_DAY, [accountId, fromDate, toDate]);
    return rows.map((row) => ({
      dueOn: row.due_on,
      currency: row.currency as Currency,
      amountMinor: row.paid_minor,
      count: row.paid_count,
    }));
  }
}
