import type { CalendarDate } from '../shared/calendar-date.js';
import type { Charge } from './charge.js';

/** How far a series' amounts may stray from their median (D56: 20 %). */
export const AMOUNT_TOLERANCE = 0.2;

/**
 * Amounts this close count as one price: a card charged in another currency wanders by a
 * cent or two from month to month, a price change moves it by more.
 */
export const LEVEL_TOLERANCE = 0.02;

/** A lasting change of price: from the old amount to the new, on the first new charge. */
export interface PriceStep {
  fromMinor: number;
  toMinor: number;
  on: CalendarDate;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** True when two amounts are one price (within {@link LEVEL_TOLERANCE}, or a cent apart). */
export function samePrice(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(1, LEVEL_TOLERANCE * Math.max(a, b));
}

const withinTolerance = (amounts: readonly number[]) => {
  const middle = median(amounts);
  return amounts.every((amount) => Math.abs(amount - middle) <= AMOUNT_TOLERANCE * middle);
};

/** Where the last price level of chronological charges starts (its first index). */
export function lastLevelStart(charges: readonly Charge[]): number {
  let start = charges.length - 1;
  while (start > 0 && samePrice(charges[start - 1]!.amountMinor, charges[start]!.amountMinor)) {
    start -= 1;
  }
  return start;
}

/**
 * The lasting step of chronological charges: every charge from one date on at a new price,
 * at least 2 of them; null when the last two charges are not one price, or there was no
 * other price before.
 *
 * @example
 * lastingStep(charges of 15.49, 15.49, 17.99, 17.99); // { fromMinor: 1549, toMinor: 1799, on: <third date> }
 */
export function lastingStep(charges: readonly Charge[]): PriceStep | null {
  const start = lastLevelStart(charges);
  if (start === 0 || charges.length - start < 2) return null;
  return {
    fromMinor: charges[start - 1]!.amountMinor,
    toMinor: charges[charges.length - 1]!.amountMinor,
    on: charges[start]!.date,
  };
}

/**
 * True when the amounts of a series agree: all within 20 % of their median, or, past a
 * lasting step, the charges before it within 20 % of theirs (D56).
 */
export function amountsAgree(charges: readonly Charge[]): boolean {
  const amounts = charges.map((charge) => charge.amountMinor);
  if (withinTolerance(amounts)) return true;
  const step = lastingStep(charges);
  if (step === null) return false;
  return withinTolerance(amounts.slice(0, lastLevelStart(charges)));
}
