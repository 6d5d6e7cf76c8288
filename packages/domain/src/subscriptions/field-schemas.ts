import * as v from 'valibot';
import { toMinorUnits } from '../analytics/money.js';
import { isCalendarDate } from '../shared/calendar-date.js';

/** The spec's amount range in major units. */
export const MAX_AMOUNT = 999999.99;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** What the API reference says of a field (valibot metadata, JSON Schema words). */
export type FieldAbout = { description: string; deprecated?: boolean };

/**
 * A date field: the spec's `YYYY-MM-DD` pattern and a real calendar date. Shared by
 * every date a body may carry.
 */
export function dateSchema(field: string, about: FieldAbout) {
  return v.pipe(
    v.string(`${field} must be a date string YYYY-MM-DD.`),
    v.metadata({ format: 'date', ...about }),
    v.regex(DATE_PATTERN, `${field} must be written YYYY-MM-DD.`),
    v.check((s) => isCalendarDate(s), `${field} is not a real calendar date.`),
  );
}

/**
 * An amount: a JSON number (a string is rejected) from 0 to 999999.99 with at most 2
 * decimals, turned into integer minor units. Subscriptions and payments share it.
 */
export function amountSchema(
  field = 'amount',
  description = 'Major currency units, at most 2 decimals; a JSON number, never a string.',
) {
  return v.pipe(
    v.number(`${field} must be a JSON number, not a string.`),
    v.minValue(0, `${field} must not be negative.`),
    v.maxValue(MAX_AMOUNT, `${field} must be at most ${MAX_AMOUNT}.`),
    v.check((n) => toMinorUnits(n) !== null, `${field} must have at most 2 decimals.`),
    // Two decimals are stated in words only: `multipleOf: 0.01` would make JSON Schema
    // validators at their default settings refuse amounts like 17.99 (binary floating point).
    v.metadata({ description }),
    v.transform((n) => toMinorUnits(n)!),
  );
}

/** What an amount error suggests. */
export const AMOUNT_FIX = `Send a number from 0 to ${MAX_AMOUNT} with at most 2 decimals.`;

/** A JSON whole number from `min` to `max`, with one message for every way to miss it. */
export function wholeNumberFieldSchema(field: string, min: number, max: number) {
  const rule = `${field} must be a whole number from ${min} to ${max}.`;
  return v.pipe(v.number(rule), v.integer(rule), v.minValue(min, rule), v.maxValue(max, rule));
}
