import { PERIODS, SUBSCRIPTION_SORTS, SUBSCRIPTION_STATUSES } from '@subtrack/domain';
import type { JsonSchema } from './json-schema.js';
import { closedObject, schemaRef } from './schema-ref.js';

/** The subscription list's accepted `sort` values come from the domain (spec, D12). */
export { SUBSCRIPTION_SORTS };

const requestId = schemaRef('RequestId');

function listOf(item: string, query: JsonSchema): JsonSchema {
  return closedObject(
    {
      data: { type: 'array', items: schemaRef(item) },
      pagination: schemaRef('Pagination'),
      query,
      requestId,
    },
    ['data', 'pagination', 'query', 'requestId'],
  );
}

/** The success bodies: every one carries `requestId` (spec conventions, D23). */
export const responseSchemas: Record<string, JsonSchema> = {
  SubscriptionEnvelope: closedObject({ data: schemaRef('Subscription'), requestId }, [
    'data',
    'requestId',
  ]),
  SubscriptionList: listOf('Subscription', {
    type: 'object',
    properties: {
      sort: { type: 'string', enum: SUBSCRIPTION_SORTS },
      filters: {
        type: 'object',
        description: 'The filters applied to this page.',
        properties: {
          status: { type: 'string', enum: SUBSCRIPTION_STATUSES },
          category: { type: 'string' },
          period: { type: 'string', enum: PERIODS },
          q: { type: 'string' },
          expiringBefore: schemaRef('CalendarDate'),
        },
      },
    },
    required: ['sort', 'filters'],
  }),
  DeletedEnvelope: closedObject({ deleted: { type: 'boolean', const: true }, requestId }, [
    'deleted',
    'requestId',
  ]),
  SummaryEnvelope: closedObject({ summary: schemaRef('SpendSummary'), requestId }, [
    'summary',
    'requestId',
  ]),
  DuplicatesEnvelope: closedObject(
    { duplicates: { type: 'array', items: schemaRef('DuplicateGroup') }, requestId },
    ['duplicates', 'requestId'],
  ),
  OptimizationsEnvelope: closedObject({ optimizations: schemaRef('Optimizations'), requestId }, [
    'optimizations',
    'requestId',
  ]),
  NotificationSettingsEnvelope: closedObject(
    { data: schemaRef('NotificationSettings'), requestId },
    ['data', 'requestId'],
  ),
  AuditEventList: listOf('AuditEvent', {
    type: 'object',
    properties: {
      sort: { type: 'string' },
      filters: { type: 'object', description: 'The filters applied to this page.' },
    },
    required: ['filters'],
  }),
  Health: {
    type: 'object',
    properties: { status: { type: 'string', const: 'ok' }, requestId },
    required: ['status'],
  },
  OpenApiDocument: {
    type: 'object',
    properties: {
      openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
      info: {
        type: 'object',
        properties: { title: { type: 'string' }, version: { type: 'string' } },
        required: ['title', 'version'],
      },
      paths: { type: 'object' },
    },
    required: ['openapi', 'info', 'paths'],
    description: 'This document.',
  },
};
