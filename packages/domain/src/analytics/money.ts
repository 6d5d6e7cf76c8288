import type { BillingRule } from '../subscriptions/subscription.js';

/** The largest amount the spec allows, 999999.99, in minor units. */
export const MAX_AMOUNT_MINOR = 99_999_999;

/**
 * Converts a JSON amount in major units to integer hundredths, or null when it is
 * not a finite number in 0..999999.99 with at most 2 decimals. Binary float noise (the
 * result of `0.1 + 0.2`) is tolerated: the amount only has to be within a few float
 * steps of a whole number of hundredths, which no value with a third decimal is.
 *
 * @example
 * toMinorUnits(19.99); // 1999
 * toMinorUnits(0.1 + 0.2); // 30
 * toMinorUnits(19.999); // null
 */
export function toMinorUnits(amount: number): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const minor = Math.round(amount * 100);
  if (minor > MAX_AMOUNT_MINOR) return null;
  const tolerance = 4 * Number.EPSILON * Math.max(1, amount);
  if (Math.abs(amount - minor / 100) > tolerance) return null;
  return minor + 0; // + 0 turns -0 into 0
}

/**
 * Integer hundredths back to a JS number of major units (the nearest double to the
 * decimal, so 1999 prints as 19.99).
 */
export function fromMinorUnits(minor: number): number {
  return minor / 100 + 0;
}

/**
 * An exact fraction: `numerator / denominator` with a positive denominator, always
 * reduced. Analytics keep money as rationals of minor units until the final rounding.
 */
export interface Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Builds a reduced rational from integers (numbers must be safe integers).
 *
 * @example
 * rational(6, 4); // { numerator: 3n, denominator: 2n }
 */
export function rational(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new RangeError('a rational needs a non-zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d);
  return { numerator: n / divisor, denominator: d / divisor };
}

/** Zero as a rational: the start of every sum. */
export const ZERO: Rational = rational(0n);

/** The exact sum `a + b`. */
export function addRationals(a: Rational, b: Rational): Rational {
  return rational(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

/** The exact sum of a list (ZERO for an empty one). */
export function sumRationals(values: readonly Rational[]): Rational {
  return values.reduce(addRationals, ZERO);
}

/** The exact product `r x factor`. */
export function multiplyRational(r: Rational, factor: bigint | number): Rational {
  return rational(r.numerator * BigInt(factor), r.denominator);
}

/** The exact quotient `r / divisor` (divisor non-zero). */
export function divideRational(r: Rational, divisor: bigint | number): Rational {
  return rational(r.numerator, r.denominator * BigInt(divisor));
}

/** Orders two rationals exactly: -1, 0 or 1. */
export function compareRationals(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/**
 * The exact monthly equivalent, in minor units, of an amount billed by `rule`:
 * monthly every N months = amount / N; yearly every N years = amount / (12 N); custom D
 * days = amount x 365 / (12 x D).
 *
 * @example
 * monthlyEquivalent(1200, { period: 'yearly', billingAnchorDay: 1, customDays: null }); // 100/1
 * monthlyEquivalent(3000, { period: 'monthly', billingAnchorDay: 31, customDays: null, intervalCount: 3 }); // 1000/1
 */
export function monthlyEquivalent(amountMinor: number, rule: BillingRule): Rational {
  const count = rule.intervalCount ?? 1;
  switch (rule.period) {
    case 'monthly':
      return rational(amountMinor, count);
    case 'yearly':
      return rational(amountMinor, 12 * count);
    case 'custom':
      if (rule.customDays === null) throw new RangeError('a custom billing rule needs customDays');
      return rational(BigInt(amountMinor) * 365n, 12n * BigInt(rule.customDays));
  }
}

/**
 * Rounds an exact amount of minor units to whole hundredths, half away from zero, and
 * returns major units: the one rounding D13 allows, at the edge.
 *
 * @example
 * roundToMajorUnits(rational(24695, 2)); // 123.48 (12347.5 hundredths)
 */
export function roundToMajorUnits(r: Rational): number {
  const negative = r.numerator < 0n;
  const magnitude = negative ? -r.numerator : r.numerator;
  // floor(|n|/d + 1/2) rounds half up on the magnitude, i.e. half away from zero.
  const rounded = (2n * magnitude + r.denominator) / (2n * r.denominator);
  return fromMinorUnits(Number(negative ? -rounded : rounded));
}

// A fraction that need not be reduced: the partial sums of `roundSumToMajorUnits`.
type Fraction = readonly [numerator: bigint, denominator: bigint];

function addInTree(terms: readonly Fraction[], from: number, to: number): Fraction {
  if (to - from === 1) return terms[from]!;
  const middle = (from + to) >> 1;
  const [a, b] = addInTree(terms, from, middle);
  const [c, d] = addInTree(terms, middle, to);
  return [a * d + c * b, b * d];
}

/**
 * The exact sum of `terms`, rounded once as {@link roundToMajorUnits}. The terms are added
 * in a balanced tree and never reduced on the way: a sum of hundreds of unlike fractions (a
 * year of payments, each at its own day's exchange rate) then costs a few multiplications
 * of large integers, where adding them one by one would reduce a growing fraction at every
 * step.
 *
 * @example
 * roundSumToMajorUnits([rational(1, 3), rational(2, 3)]); // 0.01
 */
export function roundSumToMajorUnits(terms: readonly Rational[]): number {
  if (terms.length === 0) return 0;
  const [numerator, denominator] = addInTree(
    terms.map((t) => [t.numerator, t.denominator] as const),
    0,
    terms.length,
  );
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return fromMinorUnits(Number(negative ? -rounded : rounded));
}
