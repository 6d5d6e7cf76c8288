import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { BillingRule } from '../subscriptions/subscription.js';
import {
  addRationals,
  compareRationals,
  divideRational,
  fromMinorUnits,
  MAX_AMOUNT_MINOR,
  monthlyEquivalent,
  multiplyRational,
  rational,
  roundSumToMajorUnits,
  roundToMajorUnits,
  sumRationals,
  toMinorUnits,
  ZERO,
} from './money.js';

const rule = (period: BillingRule['period'], customDays: number | null = null): BillingRule => ({
  period,
  billingAnchorDay: period === 'custom' ? null : 1,
  customDays,
});

describe('toMinorUnits', () => {
  it('turns an amount with 2 decimals into hundredths', () => {
    assert.equal(toMinorUnits(19.99), 1999);
    assert.equal(toMinorUnits(0.01), 1);
    assert.equal(toMinorUnits(7), 700);
  });

  it('tolerates binary float noise such as 0.1 + 0.2', () => {
    assert.equal(toMinorUnits(0.1 + 0.2), 30);
    assert.equal(toMinorUnits(1.1 * 3), 330);
  });

  it('accepts zero and the maximum 999999.99', () => {
    assert.equal(toMinorUnits(0), 0);
    assert.equal(Object.is(toMinorUnits(-0), 0), true);
    assert.equal(toMinorUnits(999999.99), MAX_AMOUNT_MINOR);
  });

  it('rejects a third decimal', () => {
    assert.equal(toMinorUnits(19.999), null);
    assert.equal(toMinorUnits(0.001), null);
    assert.equal(toMinorUnits(19.999999999), null);
  });

  it('rejects negative amounts', () => {
    assert.equal(toMinorUnits(-1), null);
    assert.equal(toMinorUnits(-0.01), null);
  });

  it('rejects NaN and infinities', () => {
    assert.equal(toMinorUnits(Number.NaN), null);
    assert.equal(toMinorUnits(Number.POSITIVE_INFINITY), null);
    assert.equal(toMinorUnits(Number.NEGATIVE_INFINITY), null);
  });

  it('rejects amounts above 999999.99', () => {
    assert.equal(toMinorUnits(1_000_000), null);
    assert.equal(toMinorUnits(1e300), null);
  });

  it('round-trips every whole number of hundredths in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), (minor) => {
        assert.equal(toMinorUnits(fromMinorUnits(minor)), minor);
        assert.equal(toMinorUnits(Number((minor / 100).toFixed(2))), minor);
      }),
    );
  });
});

describe('fromMinorUnits', () => {
  it('gives the major-unit number a client expects', () => {
    assert.equal(fromMinorUnits(1999), 19.99);
    assert.equal(fromMinorUnits(0), 0);
  });
});

describe('rational', () => {
  it('reduces fractions and keeps the denominator positive', () => {
    assert.deepEqual(rational(6, 4), { numerator: 3n, denominator: 2n });
    assert.deepEqual(rational(3, -6), { numerator: -1n, denominator: 2n });
    assert.deepEqual(rational(0, 5), ZERO);
  });

  it('refuses a zero denominator', () => {
    assert.throws(() => rational(1, 0), RangeError);
  });
});

describe('rational arithmetic', () => {
  it('adds, multiplies and divides exactly', () => {
    assert.deepEqual(addRationals(rational(1, 3), rational(1, 6)), rational(1, 2));
    assert.deepEqual(multiplyRational(rational(1, 12), 12), rational(1));
    assert.deepEqual(divideRational(rational(10), 4), rational(5, 2));
  });

  it('sums an empty list to zero', () => {
    assert.deepEqual(sumRationals([]), ZERO);
  });

  it('compares exactly', () => {
    assert.equal(compareRationals(rational(1, 3), rational(2, 6)), 0);
    assert.equal(compareRationals(rational(1, 3), rational(1, 2)), -1);
    assert.equal(compareRationals(rational(-1, 3), rational(-1, 2)), 1);
  });

  it('sums any list of amounts exactly (no float drift)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), { maxLength: 200 }),
        (amounts) => {
          const total = sumRationals(amounts.map((amount) => rational(amount)));
          const expected = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
          assert.deepEqual(total, rational(expected));
        },
      ),
    );
  });

  it('sums monthly equivalents of any periods exactly: 12 x the monthly sum equals the yearly sum', () => {
    const periodic = fc.record({
      amount: fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }),
      days: fc.integer({ min: 1, max: 3650 }),
    });
    fc.assert(
      fc.property(fc.array(periodic, { maxLength: 50 }), (items) => {
        const monthly = sumRationals(
          items.map(({ amount, days }) => monthlyEquivalent(amount, rule('custom', days))),
        );
        const yearly = sumRationals(
          items.map(({ amount, days }) => rational(BigInt(amount) * 365n, days)),
        );
        assert.equal(compareRationals(multiplyRational(monthly, 12), yearly), 0);
      }),
    );
  });
});

describe('monthlyEquivalent', () => {
  it('is the amount for a monthly subscription', () => {
    assert.deepEqual(monthlyEquivalent(1999, rule('monthly')), rational(1999));
  });

  it('is a twelfth of a yearly amount, kept exact', () => {
    assert.deepEqual(monthlyEquivalent(1000, rule('yearly')), rational(1000, 12));
  });

  it('is amount x 365 / (12 x N) for a custom period of N days', () => {
    assert.deepEqual(monthlyEquivalent(3000, rule('custom', 30)), rational(3000 * 365, 12 * 30));
  });

  it('refuses a custom rule without a day count', () => {
    assert.throws(() => monthlyEquivalent(100, rule('custom')), RangeError);
  });
});

describe('roundToMajorUnits', () => {
  it('rounds half away from zero to 2 decimals', () => {
    assert.equal(roundToMajorUnits(rational(24695, 2)), 123.48);
    assert.equal(roundToMajorUnits(rational(-24695, 2)), -123.48);
  });

  it('rounds below half down and above half up', () => {
    assert.equal(roundToMajorUnits(rational(1000, 12)), 0.83);
    assert.equal(roundToMajorUnits(rational(2000, 12)), 1.67);
  });

  it('keeps a whole number of hundredths as it is', () => {
    assert.equal(roundToMajorUnits(rational(1235)), 12.35);
    assert.equal(Object.is(roundToMajorUnits(ZERO), 0), true);
  });

  it('rounds once after summing, not per item', () => {
    // Three thirds of a hundredth: rounding each first would give 0.00 in total.
    const third = rational(1, 3);
    assert.equal(roundToMajorUnits(sumRationals([third, third, third])), 0.01);
  });
});

describe('roundSumToMajorUnits', () => {
  it('rounds the exact sum once, as adding one by one and rounding does', () => {
    const fraction = fc
      .tuple(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 200_000 }),
      )
      .map(([n, d]) => rational(n, d));
    fc.assert(
      fc.property(fc.array(fraction, { maxLength: 60 }), (terms) => {
        assert.equal(roundSumToMajorUnits(terms), roundToMajorUnits(sumRationals(terms)));
      }),
    );
  });

  it('gives a half of a hundredth away from zero, and 0 for nothing', () => {
    assert.equal(roundSumToMajorUnits([rational(1, 4), rational(1, 4)]), 0.01);
    assert.equal(roundSumToMajorUnits([rational(-1, 4), rational(-1, 4)]), -0.01);
    assert.equal(roundSumToMajorUnits([]), 0);
  });
});
