import { ALLOWED_METHODS, PREFLIGHT_MAX_AGE } from '../middleware/preflight.js';
import type { ResponseHeaderName } from '../routes/route-doc.js';
import type { HeaderObject } from './openapi-types.js';

const integer = { type: 'integer' as const, minimum: 0 };

/** Every response header the server documents. */
const responseHeaders = {
  'X-Request-Id': {
    description: 'Same value as the body requestId.',
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the current hourly window.',
    schema: integer,
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the window.', schema: integer },
  'X-RateLimit-Reset': {
    description: 'Unix time in seconds when the window resets (the next UTC hour).',
    schema: integer,
  },
  'Retry-After': {
    description: 'Seconds to wait; on every 429, quota or invalid-key throttling.',
    schema: integer,
  },
  Location: {
    description: 'Path of the created subscription.',
    schema: { type: 'string', pattern: '^/api/v1/subscriptions/[0-9a-f-]{36}$' },
  },
  ETag: {
    description:
      'Strong validator of the returned record, logo or calendar feed; changes whenever it does. Send it in If-Match or If-None-Match.',
    schema: { type: 'string', pattern: '^"[^"]+"$' },
  },
  'Idempotent-Replayed': {
    description:
      'true when this is the stored answer of an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', const: 'true' },
  },
  Deprecation: {
    description: 'true when the request used the deprecated lastPaymentDate.',
    schema: { type: 'string', const: 'true' },
  },
  'Access-Control-Allow-Origin': {
    description: 'An origin from --cors-origins, or *.',
    schema: { type: 'string' },
  },
  'Access-Control-Allow-Methods': {
    description: 'The methods a cross-origin caller may use on /api/v1 paths.',
    schema: { type: 'string', const: ALLOWED_METHODS },
  },
  'Access-Control-Allow-Headers': {
    description: 'Authorization, Content-Type and any header the API defines.',
    schema: { type: 'string', pattern: 'Authorization' },
  },
  'Access-Control-Max-Age': {
    description: 'Seconds a browser may keep this preflight answer (two hours).',
    schema: { type: 'string', const: PREFLIGHT_MAX_AGE },
  },
  'Content-Disposition': {
    description: 'An export is a download: attachment with a file name.',
    schema: { type: 'string', pattern: '^attachment; filename="subtrack-export-' },
  },
  'Cache-Control': {
    description:
      'private, no-cache: a browser may keep the image but asks again with If-None-Match each time.',
    schema: { type: 'string', const: 'private, no-cache' },
  },
} satisfies Record<ResponseHeaderName, HeaderObject>;

/** The named headers, each marked required or not, for one response. */
export function headersOf(
  required: ResponseHeaderName[],
  optional: ResponseHeaderName[] = [],
): Record<string, HeaderObject> {
  const out: Record<string, HeaderObject> = {};
  for (const name of required) out[name] = { ...responseHeaders[name], required: true };
  for (const name of optional) out[name] = { ...responseHeaders[name], required: false };
  return out;
}

/** The three quota headers of D20. */
export const RATE_LIMIT_HEADERS: ResponseHeaderName[] = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];
