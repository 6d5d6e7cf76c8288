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

/** GET /api/v1/audit-events (D18). */
export const auditParameters: ParameterObject[] = [
  ...paging,
  query('resourceType', 'Only this resource type.', { type: 'string', enum: AUDIT_RESOURCE_TYPES }),
  query('resourceId', 'Only this resource.', schemaRef('Uuid')),
  query('action', 'Only this action.', { type: 'string', enum: AUDIT_ACTIONS }),
  query('since', 'Inclusive lower bound of occurredAt.', schemaRef('DateTime')),
  query('until', 'Exclusive upper bound of occurredAt.', schemaRef('DateTime')),
];
