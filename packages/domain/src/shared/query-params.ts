import * as v from 'valibot';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import { isCalendarDate } from './calendar-date.js';
import { DomainError, type ErrorCode } from './domain-error.js';
import type { Pagination } from './page.js';
import { type AnySchema, type FieldHint, parseField } from './validation-errors.js';

/** The spec's page size bounds and default, shared by every list. */
export const MIN_LIMIT = 1;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 50;

const WHOLE_NUMBER = /^\d+$/;

/** What the API reference says of a query parameter (valibot metadata, JSON Schema words). */
type ParamAbout = {
  description: string;
  default?: string | number;
};

/**
 * A query parameter holding a whole number in `min..max`, written with digits only
 * ("1.5", "-1", "1e2" and "abc" are refused). After the text checks it states the parsed
 * value (an integer and its bounds): that is what the API reference shows.
 */
export function wholeNumberSchema(name: string, min: number, max: number, about?: ParamAbout) {
  const rule = `${name} must be a whole number from ${min} to ${max}.`;
  return v.pipe(
    v.string(rule),
    v.regex(WHOLE_NUMBER, rule),
    v.transform(Number),
    v.number(rule),
    v.integer(rule),
    v.minValue(min, rule),
    v.maxValue(max, rule),
    v.metadata(about ?? {}),
  );
}

/**
 * One query parameter of an endpoint, in the order the endpoint checks them (the first
 * failure wins): its schema (the query text in, the parsed value out, its metadata the
 * words of the API reference), and the code and hints of a bad value. The HTTP layer
 * builds its OpenAPI parameters from these, so the document and the checks share one
 * source.
 */
export interface QueryParamRule {
  name: string;
  schema: AnySchema;
  code: Extract<ErrorCode, 'invalid_query' | 'invalid_pagination'>;
  hint: FieldHint;
}

/** `limit` (1-100, default 50) and `offset` (>= 0, default 0), `invalid_pagination`. */
export const PAGINATION_PARAMS: readonly QueryParamRule[] = [
  {
    name: 'limit',
    schema: wholeNumberSchema('limit', MIN_LIMIT, MAX_LIMIT, {
      description: `Page size, ${MIN_LIMIT}-${MAX_LIMIT}.`,
      default: DEFAULT_LIMIT,
    }),
    code: 'invalid_pagination',
    hint: { suggestedFix: `Send limit as a whole number from ${MIN_LIMIT} to ${MAX_LIMIT}.` },
  },
  {
    name: 'offset',
    schema: wholeNumberSchema('offset', 0, Number.MAX_SAFE_INTEGER, {
      description: 'Records skipped.',
      default: 0,
    }),
    code: 'invalid_pagination',
    hint: { suggestedFix: 'Send offset as a whole number, 0 or more (the records to skip).' },
  },
];

/** A query parameter taking one of `values` (`invalid_query` with `allowedValues` otherwise). */
export function enumParam(
  name: string,
  values: readonly string[],
  about: ParamAbout = { description: `One of ${values.join(', ')}.` },
): QueryParamRule {
  return {
    name,
    schema: v.pipe(
      v.picklist(values, `${name} must be one of ${values.join(', ')}.`),
      v.metadata(about),
    ),
    code: 'invalid_query',
    hint: { suggestedFix: `Send ${name} as one of: ${values.join(', ')}.`, allowedValues: values },
  };
}

/**
 * Checks every rule's parameter that is present, in the rules' order, and answers the
 * parsed values by name; a bad value throws the rule's code naming the parameter.
 */
export function parseQueryRules(
  params: Record<string, string>,
  rules: readonly QueryParamRule[],
): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const { name, schema, code, hint } of rules) {
    const value = params[name];
    if (value !== undefined) parsed[name] = parseField(schema, value, code, name, hint);
  }
  return parsed;
}

/**
 * Checks a raw query before any value is read: every parameter must be one of
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
 * The query of a paged list: every parameter one of `rules`' (else `invalid_query`),
 * each checked by its rule, `limit` (default 50) and `offset` (default 0) read apart and the
 * rest answered as the list's filters.
 *
 * @example
 * parsePagedQuery({ limit: '10', action: 'subscription.updated' }, AUDIT_QUERY);
 * // { limit: 10, offset: 0, filters: { action: 'subscription.updated' } }
 */
export function parsePagedQuery(
  raw: RawQuery,
  rules: readonly QueryParamRule[],
): Pagination & { filters: Record<string, unknown> } {
  const params = readQueryParams(
    raw,
    rules.map((rule) => rule.name),
  );
  const { limit = DEFAULT_LIMIT, offset = 0, ...filters } = parseQueryRules(params, rules);
  return { limit, offset, filters } as Pagination & { filters: Record<string, unknown> };
}

/**
 * `limit` (1-100, default 50) and `offset` (>= 0, default 0) as whole numbers;
 * anything else is `invalid_pagination` naming the parameter.
 */
export function parsePagination(params: Record<string, string>): Pagination {
  const { limit = DEFAULT_LIMIT, offset = 0 } = parseQueryRules(params, PAGINATION_PARAMS);
  return { limit, offset } as Pagination;
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
  return parseQueryRules(params, [enumParam(name, values)])[name] as T | undefined;
}

/**
 * A query parameter holding a calendar date: `expiringBefore`, a payments list's
 * `from` and `to`. Anything but a real `YYYY-MM-DD` date is `invalid_query` naming it.
 */
export function dateParam(name: string, description: string): QueryParamRule {
  return {
    name,
    schema: v.pipe(
      v.string(),
      v.check((s) => isCalendarDate(s), `${name} must be a real date written YYYY-MM-DD.`),
      v.metadata({ description, format: 'date' }),
    ),
    code: 'invalid_query',
    hint: { suggestedFix: `Send ${name} as a date YYYY-MM-DD, e.g. 2026-12-31.` },
  };
}
