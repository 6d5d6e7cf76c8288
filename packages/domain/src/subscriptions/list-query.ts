import * as v from 'valibot';
import {
  SUBSCRIPTION_SORTS,
  type SubscriptionListQuery,
} from '../ports/subscription-repository.js';
import {
  DEFAULT_LIMIT,
  dateParam,
  enumParam,
  PAGINATION_PARAMS,
  parseQueryRules,
  type QueryParamRule,
  readQueryParams,
} from '../shared/query-params.js';
import { PERIODS, SUBSCRIPTION_STATUSES } from './subscription.js';
import { MAX_CATEGORY_LENGTH, MAX_NAME_LENGTH } from './subscription-field-rules.js';
import type { RawQuery } from './subscription-input.js';

/** Newest first, the spec's default order. */
export const DEFAULT_SUBSCRIPTION_SORT = '-createdAt';

// A filter on free text: at most `max` code points (JSON Schema's maxLength counts them too).
function textParam(name: string, max: number, description: string): QueryParamRule {
  return {
    name,
    schema: v.pipe(
      v.string(),
      v.check((s) => [...s].length <= max, `${name} must be at most ${max} characters.`),
      v.metadata({ description, minLength: 1, maxLength: max }),
    ),
    code: 'invalid_query',
    hint: { suggestedFix: `Send ${name} with 1 to ${max} characters.` },
  };
}

/** The query parameters of `GET /api/v1/subscriptions`, in the spec's order. */
export const SUBSCRIPTION_LIST_QUERY: readonly QueryParamRule[] = [
  ...PAGINATION_PARAMS,
  enumParam('status', SUBSCRIPTION_STATUSES, { description: 'Only this status.' }),
  textParam('category', MAX_CATEGORY_LENGTH, 'Exact category match.'),
  enumParam('period', PERIODS, { description: 'Only this period.' }),
  textParam('q', MAX_NAME_LENGTH, 'Case-insensitive substring of the name; % and _ are literal.'),
  dateParam('expiringBefore', 'nextPaymentDate on or before this date (inclusive).'),
  enumParam('sort', SUBSCRIPTION_SORTS, {
    description: 'Order; - means descending; ties broken by id.',
    default: DEFAULT_SUBSCRIPTION_SORT,
  }),
];

/**
 * Validates the list query: unknown, repeated or empty parameters and invalid
 * filter or sort values give `invalid_query` (with `field`, `suggestedFix` and, for
 * enums, `allowedValues`); `limit`/`offset` that are not whole numbers in range give
 * `invalid_pagination`. Parameters are checked in the spec table's order.
 *
 * @example
 * parseSubscriptionListQuery({ status: 'active', sort: 'name' });
 * // { limit: 50, offset: 0, sort: 'name', filters: { status: 'active' } }
 */
export function parseSubscriptionListQuery(raw: RawQuery): SubscriptionListQuery {
  const rules = SUBSCRIPTION_LIST_QUERY;
  const params = readQueryParams(
    raw,
    rules.map((rule) => rule.name),
  );
  const {
    limit = DEFAULT_LIMIT,
    offset = 0,
    sort = DEFAULT_SUBSCRIPTION_SORT,
    // Only the filters actually applied, so `query.filters` in responses lists just them.
    ...filters
  } = parseQueryRules(params, rules);
  return { limit, offset, sort, filters } as SubscriptionListQuery;
}
