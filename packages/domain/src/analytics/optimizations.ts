import { compareCodePoints } from '../shared/text.js';
import type { Currency, Subscription } from '../subscriptions/subscription.js';
import {
  compareRationals,
  divideRational,
  fromMinorUnits,
  monthlyEquivalent,
  multiplyRational,
  type Rational,
  roundToMajorUnits,
  sumRationals,
} from './money.js';

/** An active monthly subscription that might be cheaper billed yearly (D14). */
export interface MonthlyToAnnualCandidate {
  id: string;
  name: string;
  currency: Currency;
  monthlyAmount: number;
  /** `monthlyAmount` x 12. */
  yearlyAtCurrentRate: number;
}

/** An active subscription costing more than twice its currency's average (D14). */
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

// D14: active monthly subscriptions, largest yearly cost first, then name, then id.
function monthlyToAnnual(active: Subscription[]): MonthlyToAnnualCandidate[] {
  return active
    .filter((s) => s.period === 'monthly')
    .sort(
      (a, b) =>
        b.amountMinor - a.amountMinor ||
        compareCodePoints(a.name, b.name) ||
        compareCodePoints(a.id, b.id),
    )
    .map((s) => ({
      id: s.id,
      name: s.name,
      currency: s.currency,
      monthlyAmount: fromMinorUnits(s.amountMinor),
      yearlyAtCurrentRate: fromMinorUnits(s.amountMinor * 12),
    }));
}

interface Priced {
  subscription: Subscription;
  monthly: Rational;
  average: Rational;
}

// D14: strictly more than twice the exact average of the active subscriptions in the
// same currency (itself included); compared exactly, rounded only for display.
function aboveAverageInCurrency(active: Subscription[]): AboveAverageCandidate[] {
  const monthlies = active.map((s) => monthlyEquivalent(s.amountMinor, s));
  const byCurrency = new Map<Currency, Rational[]>();
  active.forEach((s, i) => {
    const values = byCurrency.get(s.currency);
    if (values === undefined) byCurrency.set(s.currency, [monthlies[i]!]);
    else values.push(monthlies[i]!);
  });
  const averages = new Map<Currency, Rational>();
  for (const [currency, values] of byCurrency) {
    averages.set(currency, divideRational(sumRationals(values), values.length));
  }
  const priced: Priced[] = active.map((subscription, i) => ({
    subscription,
    monthly: monthlies[i]!,
    average: averages.get(subscription.currency)!,
  }));
  return priced
    .filter(({ monthly, average }) => compareRationals(monthly, multiplyRational(average, 2)) > 0)
    .sort(
      (a, b) =>
        compareCodePoints(a.subscription.currency, b.subscription.currency) ||
        compareRationals(b.monthly, a.monthly) ||
        compareCodePoints(a.subscription.id, b.subscription.id),
    )
    .map(({ subscription, monthly, average }) => ({
      id: subscription.id,
      name: subscription.name,
      currency: subscription.currency,
      monthlyEquivalent: roundToMajorUnits(monthly),
      currencyMonthlyAverage: roundToMajorUnits(average),
    }));
}

/**
 * D14: optimisation candidates among the active subscriptions: monthly ones that could
 * be billed yearly, and ones costing more than twice their currency's average.
 *
 * @example
 * const { monthlyToAnnual, aboveAverageInCurrency } = findOptimizations(subscriptions);
 */
export function findOptimizations(subscriptions: Subscription[]): Optimizations {
  const active = subscriptions.filter((s) => s.status === 'active');
  return {
    monthlyToAnnual: monthlyToAnnual(active),
    aboveAverageInCurrency: aboveAverageInCurrency(active),
  };
}
