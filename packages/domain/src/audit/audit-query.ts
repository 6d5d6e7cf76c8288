import { validate } from 'uuid';
import * as v from 'valibot';
import type { AuditFilters, AuditQuery } from '../ports/audit-log.js';
import { parseCalendarDate } from '../shared/calendar-date.js';
import { parseEnumParam, parsePagination, readQueryParams } from '../shared/query-params.js';
import { parseField } from '../shared/validation-errors.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from './audit-record.js';

/** The query parameters of `GET /api/v1/audit-events` (D18). */
export const AUDIT_QUERY_PARAMS = [
  'limit',
  'offset',
  'resourceType',
  'resourceId',
  'action',
  'since',
  'until',
] as const;

// RFC 3339 `date-time`: a full date, `T` (or `t`/space per its note), a time with
// optional fraction, and a mandatory offset (`Z` or +hh:mm).
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/**
 * Normalises an RFC 3339 date-time with an offset to a UTC ISO string
 * (`Date#toISOString` form, milliseconds), or null when it is not one. Fractions beyond
 * milliseconds are truncated. No clock is read: the text alone decides.
 *
 * @example
 * toUtcInstant('2026-11-21T08:55:00+01:00'); // '2026-11-21T07:55:00.000Z'
 */
export function toUtcInstant(text: string): string | null {
  const match = DATE_TIME.exec(text);
  if (match === null) return null;
  const [, date, hh, mm, ss, fraction, zulu, sign, offH, offM] = match;
  if (parseCalendarDate(date!) === null) return null;
  const [hours, minutes, seconds] = [Number(hh), Number(mm), Number(ss)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  let offsetMinutes = 0;
  if (zulu === undefined) {
    if (Number(offH) > 23 || Number(offM) > 59) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(offH) * 60 + Number(offM));
  }
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const [year, month, day] = date!.split('-').map(Number) as [number, number, number];
  // Date.UTC maps years 0-99 to 1900+, so set the full year explicitly.
  const instant = new Date(Date.UTC(2000, month - 1, day, hours, minutes, seconds, millis));
  instant.setUTCFullYear(year);
  return new Date(instant.getTime() - offsetMinutes * 60_000).toISOString();
}

function instantParam(params: Record<string, string>, name: 'since' | 'until') {
  const value = params[name];
  if (value === undefined) return undefined;
  return parseField(
    v.pipe(
      v.string(),
      v.check(
        (s) => toUtcInstant(s) !== null,
        `${name} must be an RFC 3339 date-time with an offset.`,
      ),
      v.transform((s) => toUtcInstant(s)!),
    ),
    value,
    'invalid_query',
    name,
    { suggestedFix: `Send ${name} like 2026-11-21T07:55:00Z or 2026-11-21T08:55:00+01:00.` },
  );
}

function resourceIdParam(params: Record<string, string>) {
  const value = params['resourceId'];
  if (value === undefined) return undefined;
  return parseField(
    v.pipe(
      v.string(),
      v.check((s) => validate(s), 'resourceId must be a UUID.'),
      v.transform((s) => s.toLowerCase()),
    ),
    value,
    'invalid_query',
    'resourceId',
    {
      suggestedFix:
        'Send the UUID of a subscription (or the account id for notification settings).',
    },
  );
}

/**
 * Validates the audit-trail query (D18): `limit`/`offset` as for subscriptions
 * (`invalid_pagination`), `resourceType`, `resourceId` (a UUID, lower-cased), `action`,
 * and `since`/`until` (RFC 3339 date-times with `Z` or an offset, normalised to UTC).
 * Unknown, repeated or empty parameters and bad values are `invalid_query` (D12).
 *
 * @example
 * parseAuditQuery({ action: 'subscription.updated', since: '2026-11-01T00:00:00+01:00' });
 * // { limit: 50, offset: 0, filters: { action: 'subscription.updated', since: '2026-10-31T23:00:00.000Z' } }
 */
export function parseAuditQuery(raw: RawQuery): AuditQuery {
  const params = readQueryParams(raw, AUDIT_QUERY_PARAMS);
  const { limit, offset } = parsePagination(params);
  const candidates: AuditFilters = {
    resourceType: parseEnumParam(params, 'resourceType', AUDIT_RESOURCE_TYPES),
    resourceId: resourceIdParam(params),
    action: parseEnumParam(params, 'action', AUDIT_ACTIONS),
    since: instantParam(params, 'since'),
    until: instantParam(params, 'until'),
  };
  const filters = Object.fromEntries(
    Object.entries(candidates).filter(([, value]) => value !== undefined),
  ) as AuditFilters;
  return { limit, offset, filters };
}
