import { addDays, type CalendarDate, compareDates, daysBetween } from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';
import type {
  Currency,
  Subscription,
  SubscriptionResource,
} from '../subscriptions/subscription.js';
import { fromMinorUnits, multiplyRational, roundToMajorUnits } from './money.js';
import { MonthlySum } from './monthly-sum.js';
import { foldSubscriptions, type SubscriptionFold } from './subscription-fold.js';

/** How many subscriptions the account holds, by status. */
export interface StatusCounts {
  total: number;
  active: number;
  paused: number;
  cancelled: number;
}

/** Spend of the active subscriptions in one currency. */
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

/** An active subscription renewing within the horizon: API fields plus the days until then. */
export type UpcomingRenewal = Pick<
  SubscriptionResource,
  'id' | 'name' | 'category' | 'amount' | 'currency' | 'period' | 'nextPaymentDate'
> & { daysUntilRenewal: number };

/** The spec's spend summary object, in API shape. */
export interface SpendSummary {
  asOf: string;
  horizonDays: number;
  counts: StatusCounts;
  byCurrency: CurrencySpend[];
  byCategory: CategorySpend[];
  upcomingRenewals: UpcomingRenewal[];
}

/** What the summary needs besides the records: today, the window and the instant. */
export interface SpendSummaryOptions {
  today: CalendarDate;
  horizonDays: number;
  /** RFC 3339 instant the summary is computed at. */
  asOf: string;
}

interface CategoryTotals {
  activeSubscriptions: number;
  byCurrency: Map<Currency, MonthlySum>;
}

const byKey = <K extends string, V>(entries: Map<K, V>): Array<[K, V]> =>
  [...entries].sort(([a], [b]) => compareCodePoints(a, b));

function sumFor<K>(sums: Map<K, MonthlySum>, key: K): MonthlySum {
  let sum = sums.get(key);
  if (sum === undefined) {
    sum = new MonthlySum();
    sums.set(key, sum);
  }
  return sum;
}

/**
 * Issue 7: what one pass over the records keeps, so the records themselves never have to
 * be held at once: counts, exact sums per currency and per category x currency, and only
 * the active records renewing inside the horizon.
 */
class SummaryAccumulator {
  readonly counts: StatusCounts = { total: 0, active: 0, paused: 0, cancelled: 0 };
  readonly byCurrency = new Map<Currency, MonthlySum>();
  readonly byCategory = new Map<string, CategoryTotals>();
  readonly upcoming: UpcomingRenewal[] = [];
  private readonly last: CalendarDate;

  constructor(
    private readonly today: CalendarDate,
    horizonDays: number,
  ) {
    this.last = addDays(today, horizonDays);
  }

  add(s: Subscription): void {
    this.counts.total += 1;
    this.counts[s.status] += 1;
    if (s.status !== 'active') return;
    sumFor(this.byCurrency, s.currency).add(s.amountMinor, s);
    let category = this.byCategory.get(s.category);
    if (category === undefined) {
      category = { activeSubscriptions: 0, byCurrency: new Map() };
      this.byCategory.set(s.category, category);
    }
    category.activeSubscriptions += 1;
    sumFor(category.byCurrency, s.currency).add(s.amountMinor, s);
    // D13: today <= nextPaymentDate <= today + horizonDays.
    if (
      compareDates(s.nextPaymentDate, this.today) >= 0 &&
      compareDates(s.nextPaymentDate, this.last) <= 0
    ) {
      this.upcoming.push({
        id: s.id,
        name: s.name,
        category: s.category,
        amount: fromMinorUnits(s.amountMinor),
        currency: s.currency,
        period: s.period,
        nextPaymentDate: s.nextPaymentDate,
        daysUntilRenewal: daysBetween(this.today, s.nextPaymentDate),
      });
    }
  }
}

// D13: sum the exact monthly equivalents first, derive the yearly total from the exact
// sum, and round each reported figure once.
function spendByCurrency(sums: Map<Currency, MonthlySum>): CurrencySpend[] {
  return byKey(sums).map(([currency, sum]) => {
    const monthly = sum.total();
    return {
      currency,
      activeSubscriptions: sum.count,
      monthlyTotal: roundToMajorUnits(monthly),
      yearlyTotal: roundToMajorUnits(multiplyRational(monthly, 12)),
    };
  });
}

function spendByCategory(categories: Map<string, CategoryTotals>): CategorySpend[] {
  return byKey(categories).map(([category, totals]) => {
    const monthlyTotalsByCurrency: Partial<Record<Currency, number>> = {};
    for (const [currency, sum] of byKey(totals.byCurrency)) {
      monthlyTotalsByCurrency[currency] = roundToMajorUnits(sum.total());
    }
    return { category, activeSubscriptions: totals.activeSubscriptions, monthlyTotalsByCurrency };
  });
}

// D13: by date, then name, then id.
function byDateThenNameThenId(a: UpcomingRenewal, b: UpcomingRenewal): number {
  return (
    compareDates(a.nextPaymentDate, b.nextPaymentDate) ||
    compareCodePoints(a.name, b.name) ||
    compareCodePoints(a.id, b.id)
  );
}

/**
 * The spend summary as a one-pass fold: add every subscription of the account, then
 * read the result. What {@link computeSpendSummary} runs; a use case runs it over the
 * store's lazy read.
 *
 * @example
 * const fold = spendSummaryFold({ today: '2026-03-01', horizonDays: 30, asOf });
 * for (const s of subscriptions) fold.add(s);
 * fold.result();
 */
export function spendSummaryFold(options: SpendSummaryOptions): SubscriptionFold<SpendSummary> {
  const totals = new SummaryAccumulator(options.today, options.horizonDays);
  return {
    add: (subscription) => totals.add(subscription),
    result: () => ({
      asOf: options.asOf,
      horizonDays: options.horizonDays,
      counts: totals.counts,
      byCurrency: spendByCurrency(totals.byCurrency),
      byCategory: spendByCategory(totals.byCategory),
      upcomingRenewals: totals.upcoming.sort(byDateThenNameThenId),
    }),
  };
}

/**
 * The spend summary of an account's subscriptions. Only `active` records count
 * toward `byCurrency`, `byCategory` and `upcomingRenewals`; `counts` covers all. Callers
 * roll dates forward first so no active date is before today. The records are read
 * once, in order, and not kept (issue 7): pass a lazy iteration, not a copy.
 *
 * @example
 * computeSpendSummary(subscriptions, { today: '2026-03-01', horizonDays: 30, asOf: clock.now().toISOString() });
 */
export function computeSpendSummary(
  subscriptions: Iterable<Subscription>,
  options: SpendSummaryOptions,
): SpendSummary {
  return foldSubscriptions(subscriptions, spendSummaryFold(options));
}
