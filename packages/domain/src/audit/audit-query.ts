import { validate } from 'uuid';
import * as v from 'valibot';
import type { AuditQuery } from '../ports/audit-log.js';
import { parseCalendarDate } from '../shared/calendar-date.js';
import {
  enumParam,
  PAGINATION_PARAMS,
  parsePagedQuery,
  type QueryParamRule,
} from '../shared/query-params.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from './audit-record.js';

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

function instantParam(name: 'since' | 'until', description: string): QueryParamRule {
  return {
    name,
    schema: v.pipe(
      v.string(),
      v.check(
        (s) => toUtcInstant(s) !== null,
        `${name} must be an RFC 3339 date-time with an offset.`,
      ),
      v.metadata({ description, format: 'date-time' }),
      v.transform((s) => toUtcInstant(s)!),
    ),
    code: 'invalid_query',
    hint: { suggestedFix: `Send ${name} like 2026-11-21T07:55:00Z or 2026-11-21T08:55:00+01:00.` },
  };
}

/** The query parameters of `GET /api/v1/audit-events`, in the order they are checked. */
export const AUDIT_QUERY: readonly QueryParamRule[] = [
  ...PAGINATION_PARAMS,
  enumParam('resourceType', AUDIT_RESOURCE_TYPES, { description: 'Only this resource type.' }),
  {
    name: 'resourceId',
    schema: v.pipe(
      v.string(),
      v.check((s) => validate(s), 'resourceId must be a UUID.'),
      v.metadata({ description: 'Only this resource.', format: 'uuid' }),
      v.transform((s) => s.toLowerCase()),
    ),
    code: 'invalid_query',
    hint: {
      suggestedFix:
        'Send the UUID of a subscription (or the account id for notification settings).',
    },
  },
  enumParam('action', AUDIT_ACTIONS, { description: 'Only this action.' }),
  instantParam('since', 'Inclusive lower bound of occurredAt.'),
  instantParam('until', 'Exclusive upper bound of occurredAt.'),
];

/**
 * Validates the audit-trail query: `limit`/`offset` as for subscriptions
 * (`invalid_pagination`), `resourceType`, `resourceId` (a UUID, lower-cased), `action`,
 * and `since`/`until` (RFC 3339 date-times with `Z` or an offset, normalised to UTC).
 * Unknown, repeated or empty parameters and bad values are `invalid_query`.
 *
 * @example
 * parseAuditQuery({ action: 'subscription.updated', since: '2026-11-01T00:00:00+01:00' });
 * // { limit: 50, offset: 0, filters: { action: 'subscription.updated', since: '2026-10-31T23:00:00.000Z' } }
 */
export function parseAuditQuery(raw: RawQuery): AuditQuery {
  return parsePagedQuery(raw, AUDIT_QUERY) as AuditQuery;
}
