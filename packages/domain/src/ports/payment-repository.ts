import type { Payment } from '../payments/payment.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Page, Pagination } from '../shared/page.js';
import type { Currency } from '../subscriptions/subscription.js';

/** Which payments of a subscription a list shows; dates inclusive, absent = open. */
export interface PaymentFilters {
  from?: CalendarDate;
  to?: CalendarDate;
}

/** A validated payments list query (newest first, D12 pagination). */
export interface PaymentListQuery extends Pagination {
  filters: PaymentFilters;
}

/** The paid payments of one calendar month in one currency. */
export interface PaidMonthTotal {
  /** `YYYY-MM` */
  month: string;
  currency: Currency;
  /** The exact sum of their amounts in minor units. */
  amountMinor: number;
  /** How many there are. */
  count: number;
}

/** The paid payments due on one date in one currency (what a conversion at that date's rate needs). */
export interface PaidDayTotal {
  dueOn: CalendarDate;
  currency: Currency;
  /** The exact sum of their amounts in minor units. */
  amountMinor: number;
  /** How many there are. */
  count: number;
}

/**
 * The payment history of subscriptions. Every method is scoped by account id (another
 * account's records are never seen). Every method answers a promise; inside
 * `unitOfWork.transaction` use the `tx.payments` the work is given.
 */
export interface PaymentRepository {
  /**
   * Stores each payment unless its subscription already has one for the same `dueOn`,
   * which stays as it is (a second process or a retry cannot double a payment: a unique
   * key on subscription and date, `INSERT ... ON CONFLICT DO NOTHING`). Answers how many
   * were stored.
   */
  insertMany(payments: readonly Payment[]): Promise<number>;
  /**
   * Replaces `amountMinor`, `status`, `source` and `updatedAt` of the payment with this
   * account and id (a charge from the bank recorded over a renewal says so).
   */
  update(payment: Payment): Promise<void>;
  /** The payment, when it belongs to this account and subscription. */
  findById(accountId: string, subscriptionId: string, id: string): Promise<Payment | null>;
  /** One page of a subscription's payments, newest `dueOn` first. */
  listForSubscription(
    accountId: string,
    subscriptionId: string,
    query: PaymentListQuery,
  ): Promise<Page<Payment>>;
  /**
   * Every payment of the account, ordered by subscription id then `dueOn`, read lazily in
   * short pages like `SubscriptionRepository.iterateAll` (an export's pass).
   */
  iterateAll(accountId: string): AsyncIterable<Payment>;
  /**
   * Removes every payment of the subscription and answers their ids (the audit
   * records about them go too). Deleting the subscription itself removes them as well.
   */
  deleteForSubscription(accountId: string, subscriptionId: string): Promise<string[]>;
  /**
   * The `paid` payments due in the months `fromMonth` through `toMonth` (`YYYY-MM`,
   * both inclusive), summed per calendar month and currency by the store (an answer of one
   * row a month and currency, never one a payment; the SQLite adapter keeps these sums as
   * payments are written). In no particular order; months without any are left out.
   */
  paidTotalsByMonth(
    accountId: string,
    fromMonth: string,
    toMonth: string,
  ): Promise<PaidMonthTotal[]>;
  /**
   * The `paid` payments due from `fromDate` through `toDate` (both inclusive), summed per
   * due date and currency by the store (one row a date and currency). In no particular
   * order; dates without any are left out.
   */
  paidTotalsByDay(
    accountId: string,
    fromDate: CalendarDate,
    toDate: CalendarDate,
  ): Promise<PaidDayTotal[]>;
}
