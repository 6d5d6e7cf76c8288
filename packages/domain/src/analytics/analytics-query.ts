import { readQueryParams, wholeNumberSchema } from '../shared/query-params.js';
import { parseField } from '../shared/validation-errors.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';

/** The spec's window of `upcomingRenewals`, in days. */
export const MIN_HORIZON_DAYS = 1;
export const MAX_HORIZON_DAYS = 365;
export const DEFAULT_HORIZON_DAYS = 30;

/**
 * Validates the query of `GET /api/v1/analytics/summary`: only `horizonDays`, a whole
 * number 1-365 (default 30). Anything else is `invalid_query` (D12).
 *
 * @example
 * parseSummaryQuery({}); // { horizonDays: 30 }
 * parseSummaryQuery({ horizonDays: '7' }); // { horizonDays: 7 }
 */
export function parseSummaryQuery(raw: RawQuery): { horizonDays: number } {
  const params = readQueryParams(raw, ['horizonDays']);
  const value = params['horizonDays'];
  if (value === undefined) return { horizonDays: DEFAULT_HORIZON_DAYS };
  const horizonDays = parseField(
    wholeNumberSchema('horizonDays', MIN_HORIZON_DAYS, MAX_HORIZON_DAYS),
    value,
    'invalid_query',
    'horizonDays',
    {
      suggestedFix: `Send horizonDays as a whole number from ${MIN_HORIZON_DAYS} to ${MAX_HORIZON_DAYS}.`,
    },
  );
  return { horizonDays };
}

/**
 * D12: an endpoint without parameters (duplicates, optimizations, notification settings)
 * refuses any query parameter with `invalid_query` naming it.
 *
 * @example
 * parseNoQuery({}); // ok
 * parseNoQuery({ debug: '1' }); // throws invalid_query, field "debug"
 */
export function parseNoQuery(raw: RawQuery): void {
  readQueryParams(raw, []);
}
