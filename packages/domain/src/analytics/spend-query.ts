import * as v from 'valibot';
import type { CalendarDate } from '../shared/calendar-date.js';
import { DomainError } from '../shared/domain-error.js';
import { parseQueryRules, type QueryParamRule, readQueryParams } from '../shared/query-params.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import {
  type CalendarMonth,
  monthAt,
  monthIndex,
  monthOf,
  parseCalendarMonth,
} from './calendar-month.js';

/** The longest range of `GET /api/v1/analytics/spend`, both months included. */
export const MAX_SPEND_MONTHS = 36;
/** The default range: this many months before the current one through this many after. */
export const DEFAULT_SPEND_MONTHS_BEFORE = 11;
export const DEFAULT_SPEND_MONTHS_AFTER = 12;

/** The query of the spend endpoint as sent: each bound absent or a valid month. */
export interface SpendQuery {
  from?: CalendarMonth;
  to?: CalendarMonth;
}

/** A spend range with both bounds (both months included). */
export interface SpendRange {
  from: CalendarMonth;
  to: CalendarMonth;
}

// D41: a month written YYYY-MM.
function monthParam(name: 'from' | 'to', description: string): QueryParamRule {
  return {
    name,
    schema: v.pipe(
      v.string(),
      v.check((s) => parseCalendarMonth(s) !== null, `${name} must be a month written YYYY-MM.`),
      v.metadata({ description, pattern: '^\\d{4}-\\d{2}$' }),
    ),
    code: 'invalid_query',
    hint: { suggestedFix: `Send ${name} as a year and month, e.g. 2026-01.` },
  };
}

/** The query parameters of `GET /api/v1/analytics/spend`, in checking order. */
export const SPEND_QUERY: readonly QueryParamRule[] = [
  monthParam(
    'from',
    `First month, YYYY-MM; default ${DEFAULT_SPEND_MONTHS_BEFORE} months before the current one.`,
  ),
  monthParam(
    'to',
    `Last month, YYYY-MM, at most ${MAX_SPEND_MONTHS} months after from (both included); default ${DEFAULT_SPEND_MONTHS_AFTER} months after the current one.`,
  ),
];

// D41: `to` not before `from`, at most 36 months; the error names the bound the caller
// sent (the later one when both were sent).
function checkRange(range: SpendRange, blame: 'from' | 'to'): SpendRange {
  const months = monthIndex(range.to) - monthIndex(range.from) + 1;
  if (months < 1) {
    throw new DomainError('invalid_query', `to (${range.to}) is before from (${range.from}).`, {
      field: blame,
      suggestedFix: 'Send a to on or after from; both months are included.',
    });
  }
  if (months > MAX_SPEND_MONTHS) {
    throw new DomainError(
      'invalid_query',
      `The range ${range.from} to ${range.to} spans ${months} months; at most ${MAX_SPEND_MONTHS} are allowed.`,
      {
        field: blame,
        suggestedFix: `Send from and to at most ${MAX_SPEND_MONTHS} months apart (both included), e.g. from=2026-01&to=2028-12.`,
      },
    );
  }
  return range;
}

/**
 * The query of `GET /api/v1/analytics/spend`: `from` and `to` months `YYYY-MM`,
 * each optional; when both are sent, `to` must not be before `from` and the range must
 * span at most 36 months. Anything else is `invalid_query` with `field` and `suggestedFix`.
 *
 * @example
 * parseSpendQuery({ from: '2026-01', to: '2026-12' }); // { from: '2026-01', to: '2026-12' }
 * parseSpendQuery({ from: '2026-13' }); // throws invalid_query, field "from"
 */
export function parseSpendQuery(raw: RawQuery): SpendQuery {
  const params = readQueryParams(
    raw,
    SPEND_QUERY.map((rule) => rule.name),
  );
  const { from, to } = parseQueryRules(params, SPEND_QUERY) as SpendQuery;
  if (from !== undefined && to !== undefined) checkRange({ from, to }, 'to');
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

/**
 * The range a spend query asks for on `today`: a missing `from` is 11 months before
 * the current month, a missing `to` 12 months after it. A range that one sent bound and one
 * default make longer than 36 months, or backwards, is `invalid_query` naming the sent one.
 *
 * @example
 * resolveSpendRange({}, '2026-11-21'); // { from: '2025-12', to: '2027-11' }
 */
export function resolveSpendRange(query: SpendQuery, today: CalendarDate): SpendRange {
  const current = monthIndex(monthOf(today));
  const range = {
    from: query.from ?? monthAt(current - DEFAULT_SPEND_MONTHS_BEFORE),
    to: query.to ?? monthAt(current + DEFAULT_SPEND_MONTHS_AFTER),
  };
  return checkRange(range, query.to !== undefined ? 'to' : 'from');
}
