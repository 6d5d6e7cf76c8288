import type { BillingRule } from '../subscriptions/subscription.js';
import { addRationals, monthlyEquivalent, type Rational, rational } from './money.js';

/**
 * D13: an exact running sum of monthly equivalents, cheap enough to feed 100k records in
 * one pass (issue 7). Adding a `Rational` per record costs a BigInt gcd each time; here
 * the amounts are kept as plain integer sums (monthly, yearly, and one per custom day
 * count) and turned into one exact rational only when `total()` is asked for. The sums
 * stay exact: 99,999,999 x 90 million records is still below 2^53.
 *
 * @example
 * const sum = new MonthlySum();
 * sum.add(1200, { period: 'yearly', billingAnchorDay: 1, customDays: null });
 * sum.total(); // 100/1
 */
export class MonthlySum {
  private monthlyMinor = 0;
  private yearlyMinor = 0;
  /** Amounts of custom periods, by their day count. */
  private readonly customMinor = new Map<number, number>();
  /** How many amounts were added. */
  count = 0;

  /** Adds one amount billed by `rule`. */
  add(amountMinor: number, rule: BillingRule): void {
    this.count += 1;
    if (rule.period === 'monthly') this.monthlyMinor += amountMinor;
    else if (rule.period === 'yearly') this.yearlyMinor += amountMinor;
    else {
      if (rule.customDays === null) throw new RangeError('a custom billing rule needs customDays');
      this.customMinor.set(
        rule.customDays,
        (this.customMinor.get(rule.customDays) ?? 0) + amountMinor,
      );
    }
  }

  /** The exact sum of the monthly equivalents added so far (zero when none). */
  total(): Rational {
    let sum = addRationals(rational(this.monthlyMinor), rational(this.yearlyMinor, 12));
    for (const [customDays, amountMinor] of this.customMinor) {
      sum = addRationals(
        sum,
        monthlyEquivalent(amountMinor, { period: 'custom', billingAnchorDay: null, customDays }),
      );
    }
    return sum;
  }
}
