import type { JsonSchema } from './json-schema.js';
import { closedObject, schemaRef } from './schema-ref.js';

/** Schemas shared by every resource: identifiers, dates, pagination, the error object. */
export const commonSchemas: Record<string, JsonSchema> = {
  // No `example` on these: /docs would prefill every filter with it and empty the lists.
  Uuid: { type: 'string', format: 'uuid' },
  CalendarDate: {
    type: 'string',
    format: 'date',
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'A real calendar date written YYYY-MM-DD.',
  },
  DateTime: {
    type: 'string',
    format: 'date-time',
    description: 'An RFC 3339 instant in UTC.',
  },
  RequestId: {
    type: 'string',
    minLength: 1,
    description: 'The id of this request; the same value is sent in the X-Request-Id header.',
  },
  Pagination: closedObject(
    {
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      offset: { type: 'integer', minimum: 0 },
      hasMore: {
        type: 'boolean',
        description: 'When true, request the next page with offset + limit.',
      },
    },
    ['limit', 'offset', 'hasMore'],
  ),
  Error: closedObject(
    {
      code: { type: 'string', description: 'Stable error code; see x-error-codes.' },
      message: { type: 'string', description: 'Human-readable message.' },
      field: { type: 'string', description: 'The request field that caused the error.' },
      suggestedFix: { type: 'string', description: 'How to correct the request.' },
      allowedValues: {
        type: 'array',
        items: { type: 'string' },
        description: 'Legal values when an enum value was rejected, written as strings.',
      },
      writableFields: {
        type: 'array',
        items: { type: 'string' },
        description: 'Accepted writable fields when a non-writable field was sent.',
      },
    },
    ['code', 'message'],
    'The spec Error object.',
  ),
  ErrorEnvelope: closedObject({ error: schemaRef('Error'), requestId: schemaRef('RequestId') }, [
    'error',
    'requestId',
  ]),
};
