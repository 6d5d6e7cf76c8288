import type { PaymentDraft } from '../payments/payment.js';
import { addDays, type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { addBillingPeriods, periodsUntil } from './billing-dates.js';
import type { Subscription } from './subscription.js';

/**
 * The most payments one roll-forward of one subscription records: ten years of a
 * daily plan. A date sent decades in the past still rolls forward at once; only its
 * latest renewals become payments, so one request never writes an unbounded history.
 */
export const MAX_PAYMENTS_PER_ROLL = 3660;

/** What rolling one subscription forward to today came to. */
export interface Roll {
  /** The record after the roll (the same object when nothing moved). */
  subscription: Subscription;
  /** The renewal dates the roll passed, oldest first, as `renewal` payments. */
  payments: PaymentDraft[];
  /** The roll would have passed `endsOn`, so the record is now `cancelled`. */
  ended: boolean;
}

/** The dates `from` + `first` .. `from` + `end - 1` periods, each counted from `from` (no drift). */
function datesOf(s: Subscription, first: number, end: number): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let step = first; step < end; step += 1)
    dates.push(addBillingPeriods(s.nextPaymentDate, s, step));
  return dates;
}

/**
 * Rolls an active subscription whose `nextPaymentDate` is before `today`
 * forward by whole periods (D38 steps included) to the first date on or after today. Every
 * renewal date it passes becomes a `renewal` payment at the record's amount and currency
 * (at most the latest {@link MAX_PAYMENTS_PER_ROLL}). When the next date would lie after
 * `endsOn`, the record becomes `cancelled` instead, keeping its last renewal on or before
 * `endsOn` as `nextPaymentDate` (that renewal is paid too), and `updatedAt` becomes `now`.
 * Every stored change bumps `version`. A record that is not active, or not stale,
 * comes back unchanged with no payments.
 *
 * @example
 * rollSubscription(quarterlyOn31st, { today: '2026-08-01', now });
 * // { subscription: { ...nextPaymentDate: '2026-10-31' }, payments: [{ dueOn: '2026-04-30', ... }, { dueOn: '2026-07-31', ... }], ended: false }
 */
export function rollSubscription(s: Subscription, ctx: { today: CalendarDate; now: string }): Roll {
  if (s.status !== 'active' || compareDates(s.nextPaymentDate, ctx.today) >= 0) {
    return { subscription: s, payments: [], ended: false };
  }
  const toToday = periodsUntil(s.nextPaymentDate, s, ctx.today);
  // Dates on or before endsOn: the first date on or after the day after it.
  const withinEnd =
    s.endsOn === null
      ? Number.POSITIVE_INFINITY
      : periodsUntil(s.nextPaymentDate, s, addDays(s.endsOn, 1));
  const ended = withinEnd <= toToday;
  const passed = ended ? withinEnd : toToday;
  const payments = datesOf(s, Math.max(0, passed - MAX_PAYMENTS_PER_ROLL), passed).map(
    (dueOn): PaymentDraft => ({
      dueOn,
      amountMinor: s.amountMinor,
      currency: s.currency,
      source: 'renewal',
    }),
  );
  if (!ended) {
    const nextPaymentDate = addBillingPeriods(s.nextPaymentDate, s, toToday);
    return { subscription: { ...s, nextPaymentDate, version: s.version + 1 }, payments, ended };
  }
  // The last renewal on or before endsOn stays the shown date; with none (a stored end
  // before the stored date, which no write allows) the date stays as it was.
  const last =
    passed === 0 ? s.nextPaymentDate : addBillingPeriods(s.nextPaymentDate, s, passed - 1);
  return {
    subscription: {
      ...s,
      status: 'cancelled',
      nextPaymentDate: last,
      updatedAt: ctx.now,
      version: s.version + 1,
    },
    payments,
    ended,
  };
}
