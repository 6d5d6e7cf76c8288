import { STATUS_CODES } from 'node:http';
import { type DocumentedErrorCode, statusForCode } from '../error-mapping.js';
import type { JsonSchema } from '../routes/json-schema.js';
import type { Route } from '../routes/route.js';
import { errorExample } from './error-examples.js';
import type { HeaderObject, ResponseObject } from './openapi-types.js';
import { headersOf, RATE_LIMIT_HEADERS } from './response-headers.js';
import { closedObject, fullObject, schemaRef } from './schema-ref.js';

/** The requestId of the error examples. */
const EXAMPLE_REQUEST_ID = '44ad0e90-cb35-4f68-bd3d-7fab86a2a9f5';
const text = (description: string): JsonSchema => ({ type: 'string', description });
const strings = (description: string): JsonSchema => ({
  type: 'array',
  items: { type: 'string' },
  description,
});

/** The spec's Error object (one schema, so the per-response copies cannot drift from it). */
const errorProperties: Record<string, JsonSchema> = {
  code: text('Stable error code; see x-error-codes.'),
  message: text('Human-readable message.'),
  field: text('The request field that caused the error.'),
  suggestedFix: text('How to correct the request.'),
  allowedValues: strings('Legal values when an enum value was rejected, written as strings.'),
  writableFields: strings('Accepted writable fields when a non-writable field was sent.'),
  parameters: strings(
    'invalid_statement: the query parameters that name a bank export’s columns by header (the headers are in allowedValues).',
  ),
  rows: {
    type: 'array',
    description: 'invalid_import: every row that cannot be imported, not only the first.',
    items: closedObject(
      {
        row: schemaRef('Row'),
        field: { type: 'string' },
        message: { type: 'string' },
        suggestedFix: { type: 'string' },
      },
      ['row', 'field', 'message'],
    ),
  },
};

/** The component every error answer refers to. */
export const errorSchemas: Record<string, JsonSchema> = {
  Error: closedObject(errorProperties, ['code', 'message'], 'The spec Error object.'),
};

/** The error envelope: the one Error object, its `code` narrowed to one of `codes`. */
function envelopeOf(codes: DocumentedErrorCode[]): JsonSchema {
  const error: JsonSchema = {
    allOf: [
      schemaRef('Error'),
      { type: 'object', properties: { code: { type: 'string', enum: codes } } },
    ],
  };
  return fullObject({ error, requestId: schemaRef('RequestId') });
}

function headersFor(status: number, authenticated: boolean): Record<string, HeaderObject> {
  // D20: authenticated responses other than 400 carry the quota headers; 429 adds
  // Retry-After, as does a storage fault (D36); a 412 names the current version (D32).
  if (status === 429 || status === 503) {
    return headersOf(['X-Request-Id', 'Retry-After'], RATE_LIMIT_HEADERS);
  }
  if (status === 412) return headersOf(['X-Request-Id', 'ETag', ...RATE_LIMIT_HEADERS]);
  if (authenticated && (status === 403 || status === 404)) {
    return headersOf(['X-Request-Id', ...RATE_LIMIT_HEADERS]);
  }
  return headersOf(['X-Request-Id']);
}

/**
 * One response per status of `codes` (from the one code -> status mapping), each with the
 * codes in its description and enum and an example of each, as the server words it.
 */
export function errorResponses(
  codes: DocumentedErrorCode[],
  route?: Route,
): Record<string, ResponseObject> {
  const authenticated = route?.kind === 'api';
  const byStatus = new Map<number, DocumentedErrorCode[]>();
  for (const code of codes)
    byStatus.set(statusForCode(code), [...(byStatus.get(statusForCode(code)) ?? []), code]);
  const out: Record<string, ResponseObject> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: `${STATUS_CODES[status]}: ${group.join(', ')}.`,
      headers: headersFor(status, authenticated),
      content: {
        'application/json': {
          schema: envelopeOf(group),
          examples: Object.fromEntries(
            group.map((code) => [
              code,
              {
                summary: code,
                value: { error: errorExample(code, route), requestId: EXAMPLE_REQUEST_ID },
              },
            ]),
          ),
        },
      },
    };
  }
  return out;
}
