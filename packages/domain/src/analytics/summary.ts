import { addDays, type CalendarDate, compareDates, daysBetween } from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';
import type { Currency, Period, Subscription } from '../subscriptions/subscription.js';
import {
  fromMinorUnits,
  monthlyEquivalent,
  multiplyRational,
  type Rational,
  roundToMajorUnits,
  sumRationals,
} from './money.js';

/** How many subscriptions the account holds, by status. */
export interface StatusCounts {
  total: number;
  active: number;
  paused: number;
  cancelled: number;
}

/** Spend of the active subscriptions in one currency (D13). */
export interface CurrencySpend {
  currency: Currency;
  activeSubscriptions: number;
  monthlyTotal: number;
  yearlyTotal: number;
}

/** Spend of the active subscriptions in one category, per currency (never summed across). */
export interface CategorySpend {
  category: string;
  activeSubscriptions: number;
  monthlyTotalsByCurrency: Partial<Record<Currency, number>>;
}

/** An active subscription renewing within the horizon. */
export interface UpcomingRenewal {
  id: string;
  name: string;
  category: string;
  amount: number;
  currency: Currency;
  period: Period;
  nextPaymentDate: CalendarDate;
  daysUntilRenewal: number;
}

/** The spec's spend summary object, in API shape. */
export interface SpendSummary {
  asOf: string;
  horizonDays: number;
  counts: StatusCounts;
  byCurrency: CurrencySpend[];
  byCategory: CategorySpend[];
  upcomingRenewals: UpcomingRenewal[];
}

/** What the summary needs besides the records: today (D5), the window and the instant. */
export interface SpendSummaryOptions {
  today: CalendarDate;
  horizonDays: number;
  /** RFC 3339 instant the summary is computed at. */
  asOf: string;
}

function monthlyOf(subscription: Subscription): Rational {
  return monthlyEquivalent(subscription.amountMinor, subscription);
}

function groupBy<K extends string>(items: Subscription[], key: (s: Subscription) => K) {
  const groups = new Map<K, Subscription[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group === undefined) groups.set(k, [item]);
    else group.push(item);
  }
  return [...groups].sort(([a], [b]) => compareCodePoints(a, b));
}

function countByStatus(subscriptions: Subscription[]): StatusCounts {
  const counts: StatusCounts = { total: subscriptions.length, active: 0, paused: 0, cancelled: 0 };
  for (const subscription of subscriptions) counts[subscription.status] += 1;
  return counts;
}

// D13: sum the exact monthly equivalents first, derive the yearly total from the exact
// sum, and round each reported figure once.
function spendByCurrency(active: Subscription[]): CurrencySpend[] {
  return groupBy(active, (s) => s.currency).map(([currency, members]) => {
    const monthly = sumRationals(members.map(monthlyOf));
    return {
      currency,
      activeSubscriptions: members.length,
      monthlyTotal: roundToMajorUnits(monthly),
      yearlyTotal: roundToMajorUnits(multiplyRational(monthly, 12)),
    };
  });
}

function spendByCategory(active: Subscription[]): CategorySpend[] {
  return groupBy(active, (s) => s.category).map(([category, members]) => {
    const monthlyTotalsByCurrency: Partial<Record<Currency, number>> = {};
    for (const [currency, inCurrency] of groupBy(members, (s) => s.currency)) {
      monthlyTotalsByCurrency[currency] = roundToMajorUnits(
        sumRationals(inCurrency.map(monthlyOf)),
      );
    }
    return { category, activeSubscriptions: members.length, monthlyTotalsByCurrency };
  });
}

// D13: today <= nextPaymentDate <= today + horizonDays, by date, then name, then id.
function upcomingRenewals(active: Subscription[], today: CalendarDate, horizonDays: number) {
  const last = addDays(today, horizonDays);
  return active
    .filter(
      (s) =>
        compareDates(s.nextPaymentDate, today) >= 0 && compareDates(s.nextPaymentDate, last) <= 0,
    )
    .sort(
      (a, b) =>
        compareDates(a.nextPaymentDate, b.nextPaymentDate) ||
        compareCodePoints(a.name, b.name) ||
        compareCodePoints(a.id, b.id),
    )
    .map(
      (s): UpcomingRenewal => ({
        id: s.id,
        name: s.name,
        category: s.category,
        amount: fromMinorUnits(s.amountMinor),
        currency: s.currency,
        period: s.period,
        nextPaymentDate: s.nextPaymentDate,
        daysUntilRenewal: daysBetween(today, s.nextPaymentDate),
      }),
    );
}

/**
 * The spend summary of an account's subscriptions (D13). Only `active` records count
 * toward `byCurrency`, `byCategory` and `upcomingRenewals`; `counts` covers all. Callers
 * roll dates forward first (D6) so no active date is before today.
 *
 * @example
 * computeSpendSummary(subscriptions, { today: '2026-03-01', horizonDays: 30, asOf: clock.now().toISOString() });
 */
export function computeSpendSummary(
  subscriptions: Subscription[],
  options: SpendSummaryOptions,
): SpendSummary {
  const active = subscriptions.filter((s) => s.status === 'active');
  return {
    asOf: options.asOf,
    horizonDays: options.horizonDays,
    counts: countByStatus(subscriptions),
    byCurrency: spendByCurrency(active),
    byCategory: spendByCategory(active),
    upcomingRenewals: upcomingRenewals(active, options.today, options.horizonDays),
  };
}
