import { compareCodePoints } from '../shared/text.js';
import { monthsPerPeriod } from '../subscriptions/billing-dates.js';
import type { Currency, Subscription } from '../subscriptions/subscription.js';
import {
  compareRationals,
  divideRational,
  fromMinorUnits,
  multiplyRational,
  type Rational,
  rational,
  roundToMajorUnits,
} from './money.js';
import { MonthlySum } from './monthly-sum.js';
import { foldSubscriptions, type SubscriptionFold } from './subscription-fold.js';

/** An active monthly subscription that might be cheaper billed yearly. */
export interface MonthlyToAnnualCandidate {
  id: string;
  name: string;
  currency: Currency;
  monthlyAmount: number;
  /** `monthlyAmount` x 12. */
  yearlyAtCurrentRate: number;
}

/** An active subscription costing more than twice its currency's average. */
export interface AboveAverageCandidate {
  id: string;
  name: string;
  currency: Currency;
  monthlyEquivalent: number;
  currencyMonthlyAverage: number;
}

/** The optimisation candidates, in API shape. */
export interface Optimizations {
  monthlyToAnnual: MonthlyToAnnualCandidate[];
  aboveAverageInCurrency: AboveAverageCandidate[];
}

// D14: active monthly subscriptions, largest yearly cost first, then name, then id. The
// candidates are built in their API shape during the pass (issue 7: one object each);
// `monthlyAmount` orders exactly like the amount in hundredths it comes from.
function byYearlyCostThenNameThenId(a: MonthlyToAnnualCandidate, b: MonthlyToAnnualCandidate) {
  return (
    b.monthlyAmount - a.monthlyAmount ||
    compareCodePoints(a.name, b.name) ||
    compareCodePoints(a.id, b.id)
  );
}

/**
 * The active records of one currency, as parallel arrays of what the comparison needs:
 * the monthly equivalent is `numerators[i] / denominators[i]` (not reduced; both
 * safe integers), so no Rational is built for records that are clearly below the line.
 */
class CurrencyPrices {
  readonly sum = new MonthlySum();
  readonly ids: string[] = [];
  readonly names: string[] = [];
  readonly numerators: number[] = [];
  readonly denominators: number[] = [];

  add(s: Subscription): void {
    this.sum.add(s.amountMinor, s);
    this.ids.push(s.id);
    this.names.push(s.name);
    // D38: a period of N months (monthly x N) or 12 N months (yearly x N).
    const [numerator, denominator] =
      s.period === 'custom'
        ? // `sum.add` has refused a custom rule without customDays.
          [s.amountMinor * 365, 12 * s.customDays!]
        : [s.amountMinor, monthsPerPeriod(s)];
    this.numerators.push(numerator);
    this.denominators.push(denominator);
  }
}

interface Priced {
  id: string;
  name: string;
  currency: Currency;
  monthly: Rational;
  average: Rational;
}

// D14: strictly more than twice the exact average of the active subscriptions in the
// same currency (itself included); compared exactly, rounded only for display.
function aboveAverageInCurrency(
  byCurrency: Map<Currency, CurrencyPrices>,
): AboveAverageCandidate[] {
  const priced: Priced[] = [];
  for (const [currency, prices] of byCurrency) {
    const count = prices.ids.length;
    const average = divideRational(prices.sum.total(), count);
    const twice = multiplyRational(average, 2);
    // Each float here is within a relative 1e-15 of its exact value, so a monthly
    // equivalent below this bound is certainly not above twice the average: only the
    // few others need an exact (BigInt) comparison.
    const bound = (2 * Number(average.numerator)) / Number(average.denominator) / (1 + 1e-9);
    for (let i = 0; i < count; i += 1) {
      const numerator = prices.numerators[i]!;
      const denominator = prices.denominators[i]!;
      if (numerator / denominator < bound) continue;
      const monthly = rational(numerator, denominator);
      if (compareRationals(monthly, twice) <= 0) continue;
      priced.push({ id: prices.ids[i]!, name: prices.names[i]!, currency, monthly, average });
    }
  }
  return priced
    .sort(
      (a, b) =>
        compareCodePoints(a.currency, b.currency) ||
        compareRationals(b.monthly, a.monthly) ||
        compareCodePoints(a.id, b.id),
    )
    .map(({ id, name, currency, monthly, average }) => ({
      id,
      name,
      currency,
      monthlyEquivalent: roundToMajorUnits(monthly),
      currencyMonthlyAverage: roundToMajorUnits(average),
    }));
}

/**
 * D14 as a one-pass fold (see {@link findOptimizations}): add every subscription of the
 * account, then read the candidates.
 *
 * @example
 * const fold = optimizationsFold();
 * for (const s of subscriptions) fold.add(s);
 * const { monthlyToAnnual, aboveAverageInCurrency } = fold.result();
 */
export function optimizationsFold(): SubscriptionFold<Optimizations> {
  const monthlyToAnnual: MonthlyToAnnualCandidate[] = [];
  const byCurrency = new Map<Currency, CurrencyPrices>();
  return {
    add(s) {
      if (s.status !== 'active') return;
      // D38: only plans billed every single month could move to a yearly price.
      if (s.period === 'monthly' && s.intervalCount === 1) {
        monthlyToAnnual.push({
          id: s.id,
          name: s.name,
          currency: s.currency,
          monthlyAmount: fromMinorUnits(s.amountMinor),
          yearlyAtCurrentRate: fromMinorUnits(s.amountMinor * 12),
        });
      }
      let prices = byCurrency.get(s.currency);
      if (prices === undefined) {
        prices = new CurrencyPrices();
        byCurrency.set(s.currency, prices);
      }
      prices.add(s);
    },
    result: () => ({
      monthlyToAnnual: monthlyToAnnual.sort(byYearlyCostThenNameThenId),
      aboveAverageInCurrency: aboveAverageInCurrency(byCurrency),
    }),
  };
}

/**
 * Optimisation candidates among the active subscriptions: monthly ones that could
 * be billed yearly, and ones costing more than twice their currency's average. The
 * records are read once and not kept, only the few fields the candidates need (issue 7).
 *
 * @example
 * const { monthlyToAnnual, aboveAverageInCurrency } = findOptimizations(subscriptions);
 */
export function findOptimizations(subscriptions: Iterable<Subscription>): Optimizations {
  return foldSubscriptions(subscriptions, optimizationsFold());
}
