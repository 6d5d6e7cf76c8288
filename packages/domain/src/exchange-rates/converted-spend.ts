import { monthAt, monthIndex } from '../analytics/calendar-month.js';
import { type Rational, rational, roundSumToMajorUnits } from '../analytics/money.js';
import type { MonthlyMinor } from '../analytics/spend-over-time.js';
import type { SpendRange } from '../analytics/spend-query.js';
import type { PaidDayTotal } from '../ports/payment-repository.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';
import type { Currency } from '../subscriptions/subscription.js';
import { chooseRate, type RateChoice } from './choose-rate.js';
import { multiplyExact, type RateBook } from './rate-book.js';

/** One calendar month of spend converted into one currency. */
export interface ConvertedSpendMonth {
  month: string;
  /** The paid payments due that month, each at the rate of its own due date. */
  paid: number;
  /** The renewals still to come that month, at today's rates. */
  projected: number;
  /** The currencies with a payment or renewal that month that had no rate, left out of both sums. */
  unconvertedCurrencies: Currency[];
}

/** Every month of the spend range, converted into `currency`. */
export interface ConvertedSpend {
  currency: Currency;
  months: ConvertedSpendMonth[];
}

/** What {@link convertSpend} converts. */
export interface SpendToConvert {
  range: SpendRange;
  /** The day whose rates convert the projections. */
  today: CalendarDate;
  currency: Currency;
  /** The paid payments, summed per due date and currency. */
  paid: readonly PaidDayTotal[];
  /** The projected renewals per currency and month of the range, in minor units. */
  projected: MonthlyMinor;
  book: RateBook;
}

/** One month's exact sum: amounts of minor units grouped by the rate that converts them. */
class MonthSum {
  own = 0;
  readonly byRate = new Map<string, { rate: Rational; minor: number }>();
  readonly unconverted = new Set<Currency>();

  add(minor: number, choice: RateChoice | 'same'): void {
    if (choice === 'same') {
      this.own += minor;
      return;
    }
    // Amounts at one rate are added as integers and multiplied once.
    const key = `${choice.rate.numerator}/${choice.rate.denominator}`;
    const group = this.byRate.get(key);
    if (group === undefined) this.byRate.set(key, { rate: choice.rate, minor });
    else group.minor += minor;
  }

  total(): number {
    const terms: Rational[] = [rational(this.own)];
    for (const { rate, minor } of this.byRate.values()) {
      terms.push(multiplyExact(rational(minor), rate));
    }
    // A month of daily rates holds hundreds of unlike fractions: summed in a tree.
    return roundSumToMajorUnits(terms);
  }
}

/**
 * The spend of every month of the range in one currency: each paid payment at the rate of
 * its own due date (so last year's spend uses last year's rates), each projected renewal at
 * today's. Sums are exact until one rounding per figure; a payment or renewal whose
 * currency has no rate is left out and its currency named in that month's
 * `unconvertedCurrencies`.
 *
 * @example
 * convertSpend({ range, today: '2026-11-21', currency: 'EUR', paid, projected, book });
 */
export function convertSpend(input: SpendToConvert): ConvertedSpend {
  const { range, today, currency: home, book } = input;
  const first = monthIndex(range.from);
  const count = monthIndex(range.to) - first + 1;
  const paid = Array.from({ length: count }, () => new MonthSum());
  const projected = Array.from({ length: count }, () => new MonthSum());
  const choices = new Map<string, RateChoice | null>();
  const choose = (currency: Currency, day: CalendarDate): RateChoice | 'same' | null => {
    if (currency === home) return 'same';
    const key = `${currency} ${day}`;
    if (!choices.has(key)) choices.set(key, chooseRate(book, currency, home, day));
    return choices.get(key)!;
  };
  for (const row of input.paid) {
    const slot = monthIndex(row.dueOn) - first;
    if (slot < 0 || slot >= count) continue;
    const choice = choose(row.currency, row.dueOn);
    if (choice === null) paid[slot]!.unconverted.add(row.currency);
    else paid[slot]!.add(row.amountMinor, choice);
  }
  for (const [currency, months] of input.projected) {
    const choice = choose(currency, today);
    months.forEach((minor, slot) => {
      if (minor === 0) return;
      if (choice === null) projected[slot]!.unconverted.add(currency);
      else projected[slot]!.add(minor, choice);
    });
  }
  return {
    currency: home,
    months: paid.map((month, slot) => ({
      month: monthAt(first + slot),
      paid: month.total(),
      projected: projected[slot]!.total(),
      unconvertedCurrencies: [
        ...new Set([...month.unconverted, ...projected[slot]!.unconverted]),
      ].sort(compareCodePoints),
    })),
  };
}
