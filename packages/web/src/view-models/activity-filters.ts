import { addDays, parseCalendarDate, type RawQuery } from '@subtrack/domain';
import type { FormErrors } from '../components/form/index.js';
import { startOfDayIn } from './start-of-day.js';

/** The filter form as typed ('' for "any"). */
export interface ActivityFilterValues {
  resourceType: string;
  action: string;
  since: string;
  until: string;
}

/** How many records a page shows. */
export const ACTIVITY_PAGE_SIZE = 20;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** The filter values of the page's query string (unknown parameters are ignored). */
export function activityFilterValues(query: RawQuery): ActivityFilterValues {
  return {
    resourceType: first(query['resourceType']),
    action: first(query['action']),
    since: first(query['since']),
    until: first(query['until']),
  };
}

function dateError(field: 'since' | 'until', label: string): FormErrors[number] {
  // The English message for a caller without a page; the page says the catalog's.
  return {
    field,
    message: `${label} must be a real date, such as 2026-11-01.`,
    key: field === 'since' ? 'activity.error.since' : 'activity.error.until',
  };
}

/**
 * The audit query of the filter form: empty fields mean "any"; the dates are the
 * owner's days, so `since` is the start of its day and `until` the start of the next
 * (the until day is included). Date errors are found here; the domain checks the rest.
 */
export function auditQueryOf(
  values: ActivityFilterValues,
  offset: string,
  timeZone: string,
): { query: RawQuery } | { errors: FormErrors } {
  const errors: FormErrors = [];
  const since = values.since === '' ? undefined : parseCalendarDate(values.since);
  const until = values.until === '' ? undefined : parseCalendarDate(values.until);
  if (since === null) errors.push(dateError('since', 'Since'));
  if (until === null) errors.push(dateError('until', 'Until'));
  if (errors.length > 0) return { errors };
  const query: RawQuery = { limit: String(ACTIVITY_PAGE_SIZE) };
  if (offset !== '') query['offset'] = offset;
  if (values.resourceType !== '') query['resourceType'] = values.resourceType;
  if (values.action !== '') query['action'] = values.action;
  if (since) query['since'] = startOfDayIn(since, timeZone);
  if (until) query['until'] = startOfDayIn(addDays(until, 1), timeZone);
  return { query };
}

/** The link to another page of the same filters. */
export function activityPageHref(values: ActivityFilterValues, offset: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== '') params.set(name, value);
  if (offset > 0) params.set('offset', String(offset));
  const text = params.toString();
  return text === '' ? '/activity' : `/activity?${text}`;
}
