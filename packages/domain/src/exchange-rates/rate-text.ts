import { type Rational, rational } from '../analytics/money.js';

/**
 * An exchange rate as exact decimal text, always in one canonical form: digits with at most
 * one point, no sign, no exponent, no leading zero before other digits, no trailing zero
 * after the point (`"1.0856"`, `"163.84"`, `"0.8571"`, `"25"`). Rates are stored and
 * compared as this text and computed with as exact fractions, never as floats.
 */
export type RateText = string;

/** The most significant digits a rate may carry (a JavaScript number shows 15 exactly). */
export const MAX_RATE_DIGITS = 15;
/** The smallest and largest rates accepted, as powers of ten: 0.000000001 to 1,000,000,000. */
export const MIN_RATE_EXPONENT = -9;
export const MAX_RATE_EXPONENT = 9;

/** Why a text or number is not a usable rate, in words for the person who sent it. */
export type RateProblem = 'not_a_number' | 'not_positive' | 'too_many_digits' | 'out_of_range';

/** The words of each {@link RateProblem}. */
export const RATE_PROBLEM_TEXT: Readonly<Record<RateProblem, string>> = {
  not_a_number: 'is not a decimal number',
  not_positive: 'must be greater than 0',
  too_many_digits: `has more than ${MAX_RATE_DIGITS} significant digits`,
  out_of_range: `must lie between 0.000000001 and 1000000000`,
};

// Digits, an optional fraction and an optional exponent: the decimal text of a file and the
// shortest text of a JavaScript number ("1e-7") alike.
const DECIMAL = /^(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * A canonical rate from decimal text (a file's value, the text of a JSON number), or the
 * reason it is none. Exact: the text's digits are kept, never passed through a float.
 *
 * @example
 * readRateText('0.85710'); // { rate: '0.8571' }
 * readRateText('1e-7'); // { rate: '0.0000001' }
 * readRateText('0'); // { problem: 'not_positive' }
 */
export function readRateText(text: string): { rate: RateText } | { problem: RateProblem } {
  const match = DECIMAL.exec(text);
  if (match === null) {
    return { problem: /^-\d/.test(text) ? 'not_positive' : 'not_a_number' };
  }
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const all = whole + fraction;
  const first = all.search(/[1-9]/);
  if (first < 0) return { problem: 'not_positive' };
  let digits = all.slice(first);
  // The value is digits x 10^scale.
  let scale = whole.length - all.length + Number(exponent);
  const kept = digits.replace(/0+$/, '');
  scale += digits.length - kept.length;
  digits = kept;
  if (digits.length > MAX_RATE_DIGITS) return { problem: 'too_many_digits' };
  const leading = digits.length - 1 + scale;
  if (leading < MIN_RATE_EXPONENT || leading > MAX_RATE_EXPONENT)
    return { problem: 'out_of_range' };
  if (leading === MAX_RATE_EXPONENT && digits !== '1') return { problem: 'out_of_range' };
  return { rate: writeDecimal(digits, scale) };
}

/**
 * A canonical rate from a JSON number (the body of a typed rate): its shortest decimal
 * text, the digits the sender wrote when they wrote at most 15.
 *
 * @example
 * readRateNumber(1.0856); // { rate: '1.0856' }
 * readRateNumber(-1); // { problem: 'not_positive' }
 */
export function readRateNumber(value: number): { rate: RateText } | { problem: RateProblem } {
  if (!Number.isFinite(value)) return { problem: 'not_a_number' };
  if (value <= 0) return { problem: 'not_positive' };
  return readRateText(String(value));
}

function writeDecimal(digits: string, scale: number): RateText {
  if (scale >= 0) return digits + '0'.repeat(scale);
  const point = digits.length + scale;
  if (point > 0) return `${digits.slice(0, point)}.${digits.slice(point)}`;
  return `0.${'0'.repeat(-point)}${digits}`;
}

/**
 * The exact value of a canonical rate text as a fraction.
 *
 * @example
 * rateValue('1.25'); // { numerator: 5n, denominator: 4n }
 */
export function rateValue(text: RateText): Rational {
  const point = text.indexOf('.');
  if (point < 0) return rational(BigInt(text));
  const decimals = text.length - point - 1;
  return rational(BigInt(text.slice(0, point) + text.slice(point + 1)), 10n ** BigInt(decimals));
}

/**
 * A rate shown as a JSON number, rounded half away from zero to `digits` significant
 * digits (10 by default: at least the 6 a reader needs, and within what a number shows
 * exactly). A rate given as text is shown as it is.
 *
 * @example
 * rateToNumber(rational(1, 3)); // 0.3333333333
 * rateToNumber(rational(163_84, 100)); // 163.84
 */
export function rateToNumber(rate: Rational, digits = 10): number {
  const { numerator, denominator } = rate;
  if (numerator <= 0n) return 0;
  // value x 10^k as the exact fraction top / bottom.
  const at = (k: number) => ({
    top: k >= 0 ? numerator * 10n ** BigInt(k) : numerator,
    bottom: k >= 0 ? denominator : denominator * 10n ** BigInt(-k),
  });
  const low = 10n ** BigInt(digits - 1);
  // The power of ten k with 10^(digits-1) <= value x 10^k < 10^digits: a guess from the
  // lengths of the two integers, then at most a step or two either way.
  let k = digits - 1 - (numerator.toString().length - denominator.toString().length);
  for (;;) {
    const { top, bottom } = at(k);
    if (top < low * bottom) k += 1;
    else if (top >= low * 10n * bottom) k -= 1;
    else break;
  }
  const { top, bottom } = at(k);
  const rounded = (2n * top + bottom) / (2n * bottom);
  return Number(`${rounded}e${-k}`);
}
