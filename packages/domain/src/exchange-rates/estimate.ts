import {
  addRationals,
  multiplyRational,
  type Rational,
  roundToMajorUnits,
  ZERO,
} from '../analytics/money.js';
import { MonthlySum } from '../analytics/monthly-sum.js';
import type { SubscriptionFold } from '../analytics/subscription-fold.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';
import type { Currency } from '../subscriptions/subscription.js';
import { chooseRate } from './choose-rate.js';
import type { RateSource } from './exchange-rate.js';
import { multiplyExact, type RateBook } from './rate-book.js';
import { rateToNumber } from './rate-text.js';

/** Why a currency was left out of an estimate: `no_rate`, no rate to use (see `chooseRate`). */
export type UnconvertedReason = 'no_rate';

/** One currency of the account counted into the estimate. */
export interface ConvertedCurrencyEstimate {
  currency: Currency;
  /** The monthly total of the currency, in it. */
  monthlyTotal: number;
  /** The same in the estimate's currency. */
  estimate: number;
  /** Units of the estimate's currency per one unit of this one (1 for that currency itself). */
  rate: number;
  /** The date of the rate used; null for the estimate's own currency, which needs none. */
  rateDate: CalendarDate | null;
  source: RateSource | null;
}

/** One currency of the account left out of the estimate, with its own total and why. */
export interface UnconvertedCurrency {
  currency: Currency;
  monthlyTotal: number;
  reason: UnconvertedReason;
}

/**
 * A labelled estimate of the account's active subscriptions in one currency: every other
 * currency converted at a stated rate of a stated date, any currency without one listed
 * apart and never added.
 */
export interface CurrencyEstimate {
  currency: Currency;
  /** The day the rates were chosen for (the account's today). */
  asOf: CalendarDate;
  monthlyTotal: number;
  annualTotal: number;
  converted: ConvertedCurrencyEstimate[];
  unconverted: UnconvertedCurrency[];
}

/**
 * The exact monthly equivalents of the active subscriptions, summed per currency in one pass
 * (the same sums as the spend summary's), in minor units.
 *
 * @example
 * foldSubscriptions(records, monthlyTotalsFold()).get('USD'); // an exact Rational
 */
export function monthlyTotalsFold(): SubscriptionFold<Map<Currency, Rational>> {
  const sums = new Map<Currency, MonthlySum>();
  return {
    add(s) {
      if (s.status !== 'active') return;
      let sum = sums.get(s.currency);
      if (sum === undefined) {
        sum = new MonthlySum();
        sums.set(s.currency, sum);
      }
      sum.add(s.amountMinor, s);
    },
    result: () => new Map([...sums].map(([currency, sum]) => [currency, sum.total()])),
  };
}

/**
 * The estimate in `currency` on `asOf` of exact monthly totals per currency (minor units).
 * Each currency's total is multiplied by its exact rate, the products are summed exactly,
 * and every reported figure is rounded once, half away from zero to 2 decimals. A currency
 * without a rate goes to `unconverted` and never changes the totals.
 *
 * @example
 * estimateInCurrency(new Map([['USD', rational(1599)]]), { currency: 'EUR', asOf: '2026-11-21', book });
 */
export function estimateInCurrency(
  totals: ReadonlyMap<Currency, Rational>,
  options: { currency: Currency; asOf: CalendarDate; book: RateBook },
): CurrencyEstimate {
  const { currency: home, asOf, book } = options;
  const converted: ConvertedCurrencyEstimate[] = [];
  const unconverted: UnconvertedCurrency[] = [];
  let sum = ZERO;
  for (const currency of [...totals.keys()].sort(compareCodePoints)) {
    const total = totals.get(currency)!;
    const monthlyTotal = roundToMajorUnits(total);
    if (currency === home) {
      sum = addRationals(sum, total);
      converted.push({
        currency,
        monthlyTotal,
        estimate: monthlyTotal,
        rate: 1,
        rateDate: null,
        source: null,
      });
      continue;
    }
    const choice = chooseRate(book, currency, home, asOf);
    if (choice === null) {
      unconverted.push({ currency, monthlyTotal, reason: 'no_rate' });
      continue;
    }
    const inHome = multiplyExact(total, choice.rate);
    sum = addRationals(sum, inHome);
    converted.push({
      currency,
      monthlyTotal,
      estimate: roundToMajorUnits(inHome),
      rate: rateToNumber(choice.rate),
      rateDate: choice.rateDate,
      source: choice.source,
    });
  }
  return {
    currency: home,
    asOf,
    monthlyTotal: roundToMajorUnits(sum),
    annualTotal: roundToMajorUnits(multiplyRational(sum, 12)),
    converted,
    unconverted,
  };
}
