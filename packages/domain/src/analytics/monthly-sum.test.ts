import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BillingRule } from '../subscriptions/subscription.js';
import { monthlyEquivalent, rational, sumRationals } from './money.js';
import { MonthlySum } from './monthly-sum.js';

const monthly: BillingRule = { period: 'monthly', billingAnchorDay: 5, customDays: null };
const yearly: BillingRule = { period: 'yearly', billingAnchorDay: 5, customDays: null };
const every = (customDays: number): BillingRule => ({
  period: 'custom',
  billingAnchorDay: null,
  customDays,
});

describe('MonthlySum', () => {
  it('is zero before anything is added', () => {
    const sum = new MonthlySum();
    assert.deepEqual(sum.total(), rational(0));
    assert.equal(sum.count, 0);
  });

  it('equals the exact sum of the monthly equivalents of every period', () => {
    const items: Array<[number, BillingRule]> = [
      [1599, monthly],
      [999, yearly],
      [1, yearly],
      [2500, every(7)],
      [333, every(45)],
      [700, every(7)],
    ];
    const sum = new MonthlySum();
    for (const [amount, rule] of items) sum.add(amount, rule);
    const expected = sumRationals(items.map(([amount, rule]) => monthlyEquivalent(amount, rule)));
    assert.deepEqual(sum.total(), expected);
    assert.equal(sum.count, 6);
  });

  it('stays exact for 100k maximum amounts', () => {
    const sum = new MonthlySum();
    for (let i = 0; i < 100_000; i++) sum.add(99_999_999, yearly);
    assert.deepEqual(sum.total(), rational(9_999_999_900_000n, 12n));
  });

  it('refuses a custom rule without a day count', () => {
    const sum = new MonthlySum();
    assert.throws(
      () => sum.add(100, { period: 'custom', billingAnchorDay: null, customDays: null }),
      RangeError,
    );
  });
});
