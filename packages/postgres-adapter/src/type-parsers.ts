import pg, { type CustomTypesConfig } from 'pg';

const { types } = pg;

const INT8 = 20;
const DATE = 1082;
const TIMESTAMPTZ = 1184;

const parseTimestamp = types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date;

/**
 * `timestamptz` as RFC 3339 UTC with milliseconds. Issue 34: every subscription row holds
 * two, and the driver's parser (regular expressions, then a `Date`) was the dearest part of
 * reading one; a value the server wrote in UTC (`2026-11-21 08:00:00.12+00`, its form when
 * the session's time zone is UTC) is rewritten as text instead. Any other form (another
 * zone, a year past 9999, infinity) goes through the driver's parser.
 */
export function timestampText(text: string): string {
  if (text.length >= 22 && text.length <= 29 && text.endsWith('+00') && text[10] === ' ') {
    const fraction = text.length === 22 ? '' : text.slice(20, -3);
    if (fraction.length <= 6 && (fraction === '' || text[19] === '.')) {
      return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.slice(0, 3).padEnd(3, '0')}Z`;
    }
  }
  return parseTimestamp(text).toISOString();
}

const parseDate = (text: string) => text;

/** A `bigint` the domain reads as a number; one past 2^53 would lose digits, so it throws. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`A stored whole number is too large for JavaScript: ${text}`);
  }
  return value;
}

/**
 * How this adapter's pool reads column values, set per pool rather than on `pg.types`
 * (global to every `pg` user in the process):
 * - `date` stays the domain's `'YYYY-MM-DD'` text (the default builds a local-midnight `Date`);
 * - `timestamptz` becomes the domain's RFC 3339 UTC text with milliseconds, the form it wrote;
 * - `bigint` (money, counts) becomes a number (the default keeps it as a string).
 * Everything else keeps node-postgres's parser (`json` is parsed, `boolean` and `integer`
 * are JavaScript values).
 */
export const TYPE_PARSERS: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === undefined || format === 'text') {
      if (oid === DATE) return parseDate;
      if (oid === TIMESTAMPTZ) return timestampText;
      if (oid === INT8) return parseInt8;
    }
    return types.getTypeParser(oid, format ?? 'text');
  }) as CustomTypesConfig['getTypeParser'],
};
