import {
  parseQueryRules,
  type QueryParamRule,
  readQueryParams,
  wholeNumberSchema,
} from '../shared/query-params.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';

/** The spec's window of `upcomingRenewals`, in days. */
export const MIN_HORIZON_DAYS = 1;
export const MAX_HORIZON_DAYS = 365;
export const DEFAULT_HORIZON_DAYS = 30;

/** The one query parameter of `GET /api/v1/analytics/summary`. */
export const SUMMARY_QUERY: readonly QueryParamRule[] = [
  {
    name: 'horizonDays',
    schema: wholeNumberSchema('horizonDays', MIN_HORIZON_DAYS, MAX_HORIZON_DAYS, {
      description: 'Window of upcomingRenewals in days.',
      default: DEFAULT_HORIZON_DAYS,
    }),
    code: 'invalid_query',
    hint: {
      suggestedFix: `Send horizonDays as a whole number from ${MIN_HORIZON_DAYS} to ${MAX_HORIZON_DAYS}.`,
    },
  },
];

/**
 * Validates the query of `GET /api/v1/analytics/summary`: only `horizonDays`, a whole
 * number 1-365 (default 30). Anything else is `invalid_query`.
 *
 * @example
 * parseSummaryQuery({}); // { horizonDays: 30 }
 * parseSummaryQuery({ horizonDays: '7' }); // { horizonDays: 7 }
 */
export function parseSummaryQuery(raw: RawQuery): { horizonDays: number } {
  const params = readQueryParams(raw, ['horizonDays']);
  const { horizonDays = DEFAULT_HORIZON_DAYS } = parseQueryRules(params, SUMMARY_QUERY);
  return { horizonDays: horizonDays as number };
}

/**
 * An endpoint without parameters (duplicates, optimizations, notification settings)
 * refuses any query parameter with `invalid_query` naming it.
 *
 * @example
 * parseNoQuery({}); // ok
 * parseNoQuery({ debug: '1' }); // throws invalid_query, field "debug"
 */
export function parseNoQuery(raw: RawQuery): void {
  readQueryParams(raw, []);
}
