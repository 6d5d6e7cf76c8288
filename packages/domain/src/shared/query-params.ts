import * as v from 'valibot';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import { isCalendarDate } from './calendar-date.js';
import { DomainError } from './domain-error.js';
import type { Pagination } from './page.js';
import { parseField } from './validation-errors.js';

/** The spec's page size bounds and default, shared by every list (D12, D18). */
export const MIN_LIMIT = 1;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 50;

const WHOLE_NUMBER = /^\d+$/;

/**
 * A query parameter holding a whole number in `min..max`, written with digits only
 * ("1.5", "-1", "1e2" and "abc" are refused).
 */
export function wholeNumberSchema(name: string, min: number, max: number) {
  const rule = `${name} must be a whole number from ${min} to ${max}.`;
  return v.pipe(
    v.string(rule),
    v.regex(WHOLE_NUMBER, rule),
    v.transform(Number),
    v.minValue(min, rule),
    v.maxValue(max, rule),
  );
}

/**
 * D12: checks a raw query before any value is read: every parameter must be one of
 * `accepted`, given once, and not empty; anything else is `invalid_query` naming the
 * parameter. Returns the parameters as plain strings.
 *
 * @example
 * readQueryParams({ limit: '10' }, ['limit', 'offset']); // { limit: '10' }
 * readQueryParams({ colour: 'red' }, ['limit']); // throws invalid_query, field "colour"
 */
export function readQueryParams(
  raw: RawQuery,
  accepted: readonly string[],
): Record<string, string> {
  const fix =
    accepted.length === 0
      ? 'This endpoint takes no query parameters; remove them.'
      : `Send each parameter at most once, with a value; accepted parameters: ${accepted.join(', ')}.`;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (!accepted.includes(name)) {
      throw new DomainError('invalid_query', `Unknown query parameter "${name}".`, {
        field: name,
        suggestedFix: fix,
      });
    }
    if (Array.isArray(value)) {
      throw new DomainError('invalid_query', `Query parameter "${name}" is repeated.`, {
        field: name,
        suggestedFix: fix,
      });
    }
    if (value === '') {
      throw new DomainError('invalid_query', `Query parameter "${name}" is empty.`, {
        field: name,
        suggestedFix: fix,
      });
    }
    params[name] = value;
  }
  return params;
}

/**
 * D12: `limit` (1-100, default 50) and `offset` (>= 0, default 0) as whole numbers;
 * anything else is `invalid_pagination` naming the parameter.
 */
export function parsePagination(params: Record<string, string>): Pagination {
  const limit =
    params['limit'] === undefined
      ? DEFAULT_LIMIT
      : parseField(
          wholeNumberSchema('limit', MIN_LIMIT, MAX_LIMIT),
          params['limit'],
          'invalid_pagination',
          'limit',
          {
            suggestedFix: `Send limit as a whole number from ${MIN_LIMIT} to ${MAX_LIMIT}.`,
          },
        );
  const offset =
    params['offset'] === undefined
      ? 0
      : parseField(
          wholeNumberSchema('offset', 0, Number.MAX_SAFE_INTEGER),
          params['offset'],
          'invalid_pagination',
          'offset',
          { suggestedFix: 'Send offset as a whole number, 0 or more (the records to skip).' },
        );
  return { limit, offset };
}

/**
 * An enum query parameter: absent gives undefined; a value outside `values` is
 * `invalid_query` with `field`, `allowedValues` and `suggestedFix`.
 */
export function parseEnumParam<const T extends string>(
  params: Record<string, string>,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  return parseField(
    v.picklist(values, `${name} must be one of ${values.join(', ')}.`),
    value,
    'invalid_query',
    name,
    { suggestedFix: `Send ${name} as one of: ${values.join(', ')}.`, allowedValues: values },
  ) as T;
}

/**
 * A date query parameter (`expiringBefore`, a payments list's `from` and `to`): absent gives
 * undefined; anything but a real `YYYY-MM-DD` date is `invalid_query` naming it.
 */
export function parseDateParam(params: Record<string, string>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  return parseField(
    v.pipe(
      v.string(),
      v.check((s) => isCalendarDate(s), `${name} must be a real date written YYYY-MM-DD.`),
    ),
    value,
    'invalid_query',
    name,
    { suggestedFix: `Send ${name} as a date YYYY-MM-DD, e.g. 2026-12-31.` },
  );
}
