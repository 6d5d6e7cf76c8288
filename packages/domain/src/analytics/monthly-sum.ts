import type { BillingRule } from '../subscriptions/subscription.js';
import { addRationals, monthlyEquivalent, type Rational, rational } from './money.js';

/**
 * An exact running sum of monthly equivalents, cheap enough to feed 100k records
 * in one pass (issue 7). Adding a `Rational` per record costs a BigInt gcd each time; here
 * the amounts are kept as plain integer sums (one per number of months a period spans,
 * monthly x N and yearly x N alike, and one per custom day count) and turned into one exact
 * rational only when `total()` is asked for. The sums stay exact: 99,999,999 x 90 million
 * records is still below 2^53.
 *
 * @example
 * const sum = new MonthlySum();
 * sum.add(1200, { period: 'yearly', billingAnchorDay: 1, customDays: null });
 * sum.total(); // 100/1
 */
export class MonthlySum {
  /** Amounts of the most common period, one month: no Map lookup for them. */
  private monthlyMinor = 0;
  /** Amounts of monthly and yearly periods of other lengths, by their months (3, 12, 24). */
  private readonly byMonthsMinor = new Map<number, number>();
  /** Amounts of custom periods, by their day count. */
  private readonly customMinor = new Map<number, number>();
  /** How many amounts were added. */
  count = 0;

  /** Adds one amount billed by `rule`. */
  add(amountMinor: number, rule: BillingRule): void {
    this.count += 1;
    if (rule.period !== 'custom') {
      const months = (rule.period === 'yearly' ? 12 : 1) * (rule.intervalCount ?? 1);
      if (months === 1) this.monthlyMinor += amountMinor;
      else this.byMonthsMinor.set(months, (this.byMonthsMinor.get(months) ?? 0) + amountMinor);
    } else {
      if (rule.customDays === null) throw new RangeError('a custom billing rule needs customDays');
      this.customMinor.set(
        rule.customDays,
        (this.customMinor.get(rule.customDays) ?? 0) + amountMinor,
      );
    }
  }

  /** The exact sum of the monthly equivalents added so far (zero when none). */
  total(): Rational {
    let sum = rational(this.monthlyMinor);
    for (const [months, amountMinor] of this.byMonthsMinor) {
      sum = addRationals(sum, rational(amountMinor, months));
    }
    for (const [customDays, amountMinor] of this.customMinor) {
      sum = addRationals(
        sum,
        monthlyEquivalent(amountMinor, { period: 'custom', billingAnchorDay: null, customDays }),
      );
    }
    return sum;
  }
}
