import type { CalendarDate } from '../shared/calendar-date.js';
import type { Charge } from './charge.js';

/** How far a series' amounts may stray from their median (20 %). */
export const AMOUNT_TOLERANCE = 0.2;

/**
 * Amounts this close to their median count as one price: a card charged in another
 * currency wanders by a few percent from month to month; a price change moves it by more.
 */
export const LEVEL_TOLERANCE = 0.04;

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

/** True when an amount is the price `reference` (within {@link LEVEL_TOLERANCE}, or a cent). */
export function samePrice(amount: number, reference: number): boolean {
  return Math.abs(amount - reference) <= Math.max(1, LEVEL_TOLERANCE * reference);
}

const within = (amounts: readonly number[], tolerance: number) => {
  const middle = median(amounts);
  return amounts.every((amount) => Math.abs(amount - middle) <= Math.max(1, tolerance * middle));
};

/**
 * Where the last price level of chronological charges starts (its first index): the
 * longest run at the end whose amounts are all the latest charge's price.
 */
export function lastLevelStart(charges: readonly Charge[]): number {
  const price = charges[charges.length - 1]!.amountMinor;
  let start = charges.length - 1;
  while (start > 0 && samePrice(charges[start - 1]!.amountMinor, price)) start -= 1;
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
 * lasting step, the charges before it (2 at least) within 20 % of theirs.
 */
export function amountsAgree(charges: readonly Charge[]): boolean {
  const tolerance = AMOUNT_TOLERANCE;
  const amounts = charges.map((charge) => charge.amountMinor);
  if (within(amounts, tolerance)) return true;
  if (lastingStep(charges) === null) return false;
  const before = amounts.slice(0, lastLevelStart(charges));
  return before.length >= MIN_CHARGES_AT_A_PRICE && within(before, tolerance);
}

/** A price is established, before a step or after it, by at least 2 charges. */
const MIN_CHARGES_AT_A_PRICE = 2;

/**
 * True when chronological charges keep to one price (each within {@link LEVEL_TOLERANCE}
 * of the latest), or to two, each held by at least 2 charges (a lasting step).
 */
export function atOnePrice(charges: readonly Charge[]): boolean {
  const start = lastLevelStart(charges);
  if (start === 0) return true;
  const before = charges.slice(0, start);
  return (
    charges.length - start >= MIN_CHARGES_AT_A_PRICE &&
    before.length >= MIN_CHARGES_AT_A_PRICE &&
    lastLevelStart(before) === 0
  );
}
