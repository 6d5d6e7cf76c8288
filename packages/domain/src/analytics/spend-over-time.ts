import type { PaidMonthTotal } from '../ports/payment-repository.js';
import {
  type CalendarDate,
  calendarDateParts,
  daysBetween,
  daysInMonth,
} from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';
import { inferBillingAnchorDay, monthsPerPeriod } from '../subscriptions/billing-dates.js';
import type { Currency, Subscription } from '../subscriptions/subscription.js';
import { daysOfMonth, monthAt, monthIndex } from './calendar-month.js';
import { fromMinorUnits } from './money.js';
import type { SpendRange } from './spend-query.js';
import type { SubscriptionFold } from './subscription-fold.js';

/** One calendar month of one currency. */
export interface SpendMonth {
  month: string;
  /** The paid payments due that month, in major units. */
  paid: number;
  /** The renewals the active schedules will still produce that month, at today's amounts. */
  projected: number;
  /** How many paid payments `paid` sums. */
  payments: number;
}

/** Every month of the range for one currency. */
export interface CurrencySpendOverTime {
  currency: Currency;
  months: SpendMonth[];
}

/** The `spend` object of `GET /api/v1/analytics/spend`. */
export interface SpendOverTime {
  from: string;
  to: string;
  byCurrency: CurrencySpendOverTime[];
}

/** Exact sums in minor units, one slot per month of the range, per currency. */
export type MonthlyMinor = Map<Currency, number[]>;

function slotsFor(sums: MonthlyMinor, currency: Currency, months: number): number[] {
  let slots = sums.get(currency);
  if (slots === undefined) {
    slots = new Array<number>(months).fill(0);
    sums.set(currency, slots);
  }
  return slots;
}

/** The last day a schedule may renew in the range: the range's end or the record's end. */
function lastDay(s: Subscription, rangeEnd: CalendarDate): CalendarDate {
  return s.endsOn !== null && s.endsOn < rangeEnd ? s.endsOn : rangeEnd;
}

// Monthly and yearly: the k-th date lies in month m0 + k x step on day min(anchor, days in
// that month), so whole numbers say which slot it fills; only the month of the end needs
// its day (issue 7: no date strings in a pass over 100k records).
function addAnchored(
  s: Subscription,
  slots: () => number[],
  first: number,
  until: CalendarDate,
): void {
  const step = monthsPerPeriod(s);
  const anchor = s.billingAnchorDay ?? inferBillingAnchorDay(s.nextPaymentDate);
  const end = calendarDateParts(until);
  const endIndex = end.year * 12 + end.month - 1;
  for (let m = monthIndex(s.nextPaymentDate); m <= endIndex; m += step) {
    if (m === endIndex) {
      const year = Math.floor(m / 12);
      if (Math.min(anchor, daysInMonth(year, m - year * 12 + 1)) > end.day) break;
    }
    if (m >= first) slots()[m - first]! += s.amountMinor;
  }
}

// Custom: the dates are next + k x days; per month, count the k whose date falls in it.
function addCustom(
  s: Subscription,
  slots: () => number[],
  monthDays: ReadonlyArray<{ first: CalendarDate; last: CalendarDate }>,
  until: CalendarDate,
): void {
  const step = s.customDays ?? 1;
  const stop = daysBetween(s.nextPaymentDate, until);
  monthDays.forEach((days, slot) => {
    const low = Math.max(0, daysBetween(s.nextPaymentDate, days.first));
    const high = Math.min(stop, daysBetween(s.nextPaymentDate, days.last));
    if (high < low) return;
    const count = Math.floor(high / step) - Math.ceil(low / step) + 1;
    if (count > 0) slots()[slot]! += count * s.amountMinor;
  });
}

/**
 * D41 as a one-pass fold: the renewals each active subscription will produce from its
 * next payment date (today or later) through the end of the range, respecting its
 * period and count and its end, summed exactly in minor units per currency
 * and month of the range. Paused and cancelled records renew on no day.
 *
 * @example
 * const fold = spendProjectionFold({ from: '2026-01', to: '2027-12' });
 * for (const s of subscriptions) fold.add(s);
 * fold.result(); // Map { 'EUR' => [0, 0, ..., 1299, 1299, ...] }
 */
export function spendProjectionFold(range: SpendRange): SubscriptionFold<MonthlyMinor> {
  const first = monthIndex(range.from);
  const count = monthIndex(range.to) - first + 1;
  const monthDays = Array.from({ length: count }, (_, i) => daysOfMonth(monthAt(first + i)));
  const rangeEnd = monthDays[count - 1]!.last;
  const sums: MonthlyMinor = new Map();
  return {
    add(s) {
      if (s.status !== 'active' || s.nextPaymentDate > rangeEnd) return;
      // Only a currency with a renewal in the range gets months of its own.
      const slots = () => slotsFor(sums, s.currency, count);
      const until = lastDay(s, rangeEnd);
      if (s.period === 'custom') addCustom(s, slots, monthDays, until);
      else addAnchored(s, slots, first, until);
    },
    result: () => sums,
  };
}

/**
 * The spend object from the store's paid totals and the projection: every month of
 * the range for every currency that has a paid payment or a projected renewal in it,
 * zeros included, currencies sorted by code. Sums stay exact in minor units and each
 * reported figure is rounded once; nothing is converted between currencies.
 *
 * @example
 * composeSpendOverTime({ from: '2026-01', to: '2026-12' }, await payments.paidTotalsByMonth(...), fold.result());
 */
export function composeSpendOverTime(
  range: SpendRange,
  paid: readonly PaidMonthTotal[],
  projected: MonthlyMinor,
): SpendOverTime {
  const first = monthIndex(range.from);
  const count = monthIndex(range.to) - first + 1;
  const paidSums: MonthlyMinor = new Map();
  const paidCounts: MonthlyMinor = new Map();
  for (const total of paid) {
    const slot = monthIndex(total.month) - first;
    if (slot < 0 || slot >= count) continue;
    slotsFor(paidSums, total.currency, count)[slot]! += total.amountMinor;
    slotsFor(paidCounts, total.currency, count)[slot]! += total.count;
  }
  const currencies = [...new Set([...paidSums.keys(), ...projected.keys()])].sort(
    compareCodePoints,
  );
  const none = new Array<number>(count).fill(0);
  return {
    from: range.from,
    to: range.to,
    byCurrency: currencies.map((currency) => {
      const paidMinor = paidSums.get(currency) ?? none;
      const paidCount = paidCounts.get(currency) ?? none;
      const projectedMinor = projected.get(currency) ?? none;
      return {
        currency,
        months: paidMinor.map((minor, slot) => ({
          month: monthAt(first + slot),
          paid: fromMinorUnits(minor),
          projected: fromMinorUnits(projectedMinor[slot]!),
          payments: paidCount[slot]!,
        })),
      };
    }),
  };
}
