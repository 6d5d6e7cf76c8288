import pg, { type CustomTypesConfig } from 'pg';

const { types } = pg;

const INT8 = 20;
const DATE = 1082;
const TIMESTAMPTZ = 1184;

const parseTimestamp = types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date;

/** A `bigint` the domain reads as a number; one past 2^53 would lose digits, so it throws. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`A stored whole number is too large for JavaScript: ${text}`);
  }
  return value;
}

/**
 * D44: how this adapter's pool reads column values, set per pool rather than on `pg.types`
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
      if (oid === DATE) return (text: string) => text;
      if (oid === TIMESTAMPTZ) return (text: string) => parseTimestamp(text).toISOString();
      if (oid === INT8) return parseInt8;
    }
    return types.getTypeParser(oid, format ?? 'text');
  }) as CustomTypesConfig['getTypeParser'],
};
