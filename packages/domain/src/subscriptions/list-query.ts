import * as v from 'valibot';
import {
  SUBSCRIPTION_SORTS,
  type SubscriptionFilters,
  type SubscriptionListQuery,
} from '../ports/subscription-repository.js';
import {
  parseDateParam,
  parseEnumParam,
  parsePagination,
  readQueryParams,
} from '../shared/query-params.js';
import { parseField } from '../shared/validation-errors.js';
import { PERIODS, SUBSCRIPTION_STATUSES } from './subscription.js';
import { MAX_CATEGORY_LENGTH, MAX_NAME_LENGTH } from './subscription-field-rules.js';
import type { RawQuery } from './subscription-input.js';

/** The query parameters of `GET /api/v1/subscriptions`, in the spec's order. */
export const SUBSCRIPTION_LIST_PARAMS = [
  'limit',
  'offset',
  'status',
  'category',
  'period',
  'q',
  'expiringBefore',
  'sort',
] as const;

/** Newest first, the spec's default order. */
export const DEFAULT_SUBSCRIPTION_SORT = '-createdAt';

function textParam(params: Record<string, string>, name: string, max: number) {
  const value = params[name];
  if (value === undefined) return undefined;
  return parseField(
    v.pipe(
      v.string(),
      v.check((s) => [...s].length <= max, `${name} must be at most ${max} characters.`),
    ),
    value,
    'invalid_query',
    name,
    { suggestedFix: `Send ${name} with 1 to ${max} characters.` },
  );
}

/**
 * Validates the list query (D12): unknown, repeated or empty parameters and invalid
 * filter or sort values give `invalid_query` (with `field`, `suggestedFix` and, for
 * enums, `allowedValues`); `limit`/`offset` that are not whole numbers in range give
 * `invalid_pagination`. Parameters are checked in the spec table's order.
 *
 * @example
 * parseSubscriptionListQuery({ status: 'active', sort: 'name' });
 * // { limit: 50, offset: 0, sort: 'name', filters: { status: 'active' } }
 */
export function parseSubscriptionListQuery(raw: RawQuery): SubscriptionListQuery {
  const params = readQueryParams(raw, SUBSCRIPTION_LIST_PARAMS);
  const { limit, offset } = parsePagination(params);
  const candidates: SubscriptionFilters = {
    status: parseEnumParam(params, 'status', SUBSCRIPTION_STATUSES),
    category: textParam(params, 'category', MAX_CATEGORY_LENGTH),
    period: parseEnumParam(params, 'period', PERIODS),
    q: textParam(params, 'q', MAX_NAME_LENGTH),
    expiringBefore: parseDateParam(params, 'expiringBefore'),
  };
  const sort = parseEnumParam(params, 'sort', SUBSCRIPTION_SORTS) ?? DEFAULT_SUBSCRIPTION_SORT;
  // Only the filters actually applied, so `query.filters` in responses lists just them.
  const filters = Object.fromEntries(
    Object.entries(candidates).filter(([, value]) => value !== undefined),
  ) as SubscriptionFilters;
  return { limit, offset, sort, filters };
}
