import {
  isDomainError,
  parseSubscriptionListQuery,
  type RawQuery,
  type SubscriptionListQuery,
} from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import type { FormErrors } from '../components/form/index.js';

/** The filter form's values as typed: each a query parameter of the API's list. */
export type ListParams = Record<string, string>;

/** A parsed list address: the query the domain accepted, or its message for the form. */
export type ListRequest =
  | { params: ListParams; query: SubscriptionListQuery; errors?: undefined }
  | { params: ListParams; query?: undefined; errors: FormErrors };

/**
 * Reads `/subscriptions?...` with the API's own parser; a bad filter is refused with a
 * message in the page's language naming what to change. A GET form sends its empty fields
 * as `q=`; those mean "no filter" here and are dropped first (the API refuses empty
 * parameters).
 */
export function readListRequest(raw: RawQuery, t: Translate): ListRequest {
  const cleaned: RawQuery = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== '' && value !== undefined) cleaned[name] = value;
  }
  const params: ListParams = {};
  for (const [name, value] of Object.entries(cleaned)) {
    params[name] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  }
  try {
    return { params, query: parseSubscriptionListQuery(cleaned) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const field = error.details.field ?? null;
    return { params, errors: [{ field, message: t('list.error', { field: field ?? 'other' }) }] };
  }
}

/** `/subscriptions` with these parameters (in a stable order), for page links. */
export function listHref(params: ListParams): string {
  const search = new URLSearchParams(
    Object.entries(params).filter(([, value]) => value !== ''),
  ).toString();
  return search === '' ? '/subscriptions' : `/subscriptions?${search}`;
}

/** The previous and next page of a list, when there are ones. */
export function pageLinks(
  params: ListParams,
  query: SubscriptionListQuery,
  hasMore: boolean,
): { previous: string | null; next: string | null } {
  const at = (offset: number) =>
    listHref({ ...params, offset: offset === 0 ? '' : String(offset) });
  return {
    previous: query.offset > 0 ? at(Math.max(0, query.offset - query.limit)) : null,
    next: hasMore ? at(query.offset + query.limit) : null,
  };
}

/** True when the list is narrowed by any filter (so an empty page means "no match"). */
export function isFiltered(query: SubscriptionListQuery): boolean {
  return Object.keys(query.filters).length > 0;
}
