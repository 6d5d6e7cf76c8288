import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_TYPES,
  PERIODS,
  SUBSCRIPTION_STATUSES,
} from '@subtrack/domain';
import type { ParameterObject } from './openapi-types.js';
import { SUBSCRIPTION_SORTS } from './response-schemas.js';
import { schemaRef } from './schema-ref.js';

function query(
  name: string,
  description: string,
  schema: ParameterObject['schema'],
): ParameterObject {
  return { name, in: 'query', description, required: false, schema };
}

/** `{id}`: any RFC 9562 UUID; anything else is invalid_subscription_id. */
export const subscriptionIdParameter: ParameterObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Subscription id (UUID); another value gives 400 invalid_subscription_id.',
  schema: schemaRef('Uuid'),
};

// D12: a repeated or empty parameter is invalid_query; limit/offset out of range invalid_pagination.
const paging: ParameterObject[] = [
  query('limit', 'Page size, 1-100.', { type: 'integer', minimum: 1, maximum: 100, default: 50 }),
  query('offset', 'Records skipped.', { type: 'integer', minimum: 0, default: 0 }),
];

/** GET /api/v1/subscriptions. */
export const subscriptionListParameters: ParameterObject[] = [
  ...paging,
  query('status', 'Only this status.', { type: 'string', enum: SUBSCRIPTION_STATUSES }),
  query('category', 'Exact category match.', { type: 'string', minLength: 1 }),
  query('period', 'Only this period.', { type: 'string', enum: PERIODS }),
  query('q', 'Case-insensitive substring of the name; % and _ are literal.', {
    type: 'string',
    minLength: 1,
  }),
  query(
    'expiringBefore',
    'nextPaymentDate on or before this date (inclusive).',
    schemaRef('CalendarDate'),
  ),
  query('sort', 'Order; - means descending; ties broken by id.', {
    type: 'string',
    enum: SUBSCRIPTION_SORTS,
    default: '-createdAt',
  }),
];

/** GET /api/v1/analytics/summary. */
export const summaryParameters: ParameterObject[] = [
  query('horizonDays', 'Window of upcomingRenewals in days.', {
    type: 'integer',
    minimum: 1,
    maximum: 365,
    default: 30,
  }),
];

/** GET /api/v1/subscriptions/{id}/payments (D40). */
export const paymentListParameters: ParameterObject[] = [
  ...paging,
  query('from', 'Only payments due on or after this date.', schemaRef('CalendarDate')),
  query('to', 'Only payments due on or before this date.', schemaRef('CalendarDate')),
];

/** GET /api/v1/analytics/spend (D41): both months included, at most 36. */
export const spendParameters: ParameterObject[] = [
  query('from', 'First month, YYYY-MM; default 11 months before the current one.', {
    type: 'string',
    pattern: '^\\d{4}-\\d{2}$',
  }),
  query('to', 'Last month, YYYY-MM; default 12 months after the current one.', {
    type: 'string',
    pattern: '^\\d{4}-\\d{2}$',
  }),
];

/** GET /api/v1/audit-events (D18). */
export const auditParameters: ParameterObject[] = [
  ...paging,
  query('resourceType', 'Only this resource type.', { type: 'string', enum: AUDIT_RESOURCE_TYPES }),
  query('resourceId', 'Only this resource.', schemaRef('Uuid')),
  query('action', 'Only this action.', { type: 'string', enum: AUDIT_ACTIONS }),
  query('since', 'Inclusive lower bound of occurredAt.', schemaRef('DateTime')),
  query('until', 'Exclusive upper bound of occurredAt.', schemaRef('DateTime')),
];

/** D31: on POST, PATCH and DELETE. */
export const idempotencyKeyParameter: ParameterObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: 1-255 printable ASCII characters (e.g. a UUID), unique per request. ' +
    'The first answer (except a 400 or 5xx) is kept for 24 hours; a repeat with the same method, ' +
    'path and body gets it again with Idempotent-Replayed: true; the key with another request ' +
    'is 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
};

/** D32: on PATCH and DELETE of a record with an ETag. */
export const ifMatchParameter: ParameterObject = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'Change only this version: an ETag from an earlier answer, or * for any existing record. ' +
    'Another version gives 412 precondition_failed with the current ETag, and nothing changes.',
  schema: { type: 'string' },
};

/** D32: on GET of a record with an ETag. */
export const ifNoneMatchParameter: ParameterObject = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of the copy the client holds: 304 without a body while it is current.',
  schema: { type: 'string' },
};
