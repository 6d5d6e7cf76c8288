import type { ErrorCode } from '@subtrack/domain';
import { commonSchemas } from './common-schemas.js';
import { errorExample } from './examples/error-examples.js';
import type { JsonSchema } from './json-schema.js';
import type { HeaderObject, ResponseObject } from './openapi-types.js';
import { headersOf, RATE_LIMIT_HEADERS } from './response-headers.js';
import { closedObject, schemaRef } from './schema-ref.js';

/**
 * The domain's codes plus HTTP-only ones: the answers to requests Node rejects before the app runs (`http-server.ts`).
 */
export type DocumentedErrorCode =
  | ErrorCode
  | 'bad_request'
  | 'request_timeout'
  | 'request_header_too_large';

/**
 * The HTTP status of every error code and what it means (spec error table, D17, D23). The
 * `Record<ErrorCode, ...>` type makes a new domain code fail to compile until documented.
 */
export const ERROR_CODES: Record<DocumentedErrorCode, { status: number; meaning: string }> = {
  invalid_json: {
    status: 400,
    meaning: 'Body is not a JSON object, not application/json, or unparsable.',
  },
  invalid_subscription: { status: 400, meaning: 'Subscription fields fail validation.' },
  invalid_subscription_field: {
    status: 400,
    meaning: 'A server-managed or unknown field was written; writableFields returned.',
  },
  invalid_subscription_id: { status: 400, meaning: 'The path id is not a UUID.' },
  invalid_pagination: { status: 400, meaning: 'limit or offset out of range or not whole.' },
  invalid_query: {
    status: 400,
    meaning: 'Unknown, repeated, empty or invalid query parameter.',
  },
  empty_patch: { status: 400, meaning: 'The PATCH body holds no writable field.' },
  invalid_import: {
    status: 400,
    meaning: 'The import file cannot be read, or rows fail validation; rows lists every bad row.',
  },
  invalid_notification_settings: {
    status: 400,
    meaning: 'A notification setting has a wrong value; allowedValues returned.',
  },
  invalid_notification_settings_field: {
    status: 400,
    meaning:
      'A non-writable notification setting was sent; writableFields = [daysBefore, enabled].',
  },
  invalid_api_key_label: {
    status: 400,
    meaning:
      'An API key label is empty, too long or has control characters (command line and web only).',
  },
  authentication_required: { status: 401, meaning: 'Bearer token missing.' },
  invalid_api_key: { status: 401, meaning: 'Key invalid or revoked.' },
  insufficient_scope: { status: 403, meaning: 'The key lacks the write scope.' },
  subscription_not_found: { status: 404, meaning: 'No such subscription for the key owner.' },
  invalid_payment: { status: 400, meaning: 'A payment field fails validation.' },
  invalid_payment_field: {
    status: 400,
    meaning: 'A payment PATCH holds a field other than amount and status; writableFields returned.',
  },
  invalid_payment_id: { status: 400, meaning: 'The path paymentId is not a UUID.' },
  payment_not_found: {
    status: 404,
    meaning: 'No such payment of this subscription for the key owner.',
  },
  notification_settings_not_found: { status: 404, meaning: 'Notification settings never saved.' },
  account_not_found: { status: 404, meaning: 'No such account (command line only).' },
  invalid_owner_login: {
    status: 400,
    meaning: 'Owner email or password fails its rules (web sign-in and command line only).',
  },
  sign_in_link_invalid: {
    status: 404,
    meaning: 'Sign-in link used, expired or unknown (web sign-in only).',
  },
  not_found: { status: 404, meaning: 'Unknown path.' },
  method_not_allowed: {
    status: 405,
    meaning: 'Known path, other method; see the Allow header.',
  },
  payload_too_large: { status: 413, meaning: 'Body over 64 KiB.' },
  rate_limit_exceeded: {
    status: 429,
    meaning: 'Hourly quota exhausted or invalid-key throttling; the message says which.',
  },
  internal_error: { status: 500, meaning: 'Unexpected server error; no details are shown.' },
  service_unavailable: {
    status: 503,
    meaning:
      'The database does not answer, or is busy, full, read-only or failing; nothing was written. Retry after Retry-After seconds.',
  },
  invalid_idempotency_key: {
    status: 400,
    meaning: 'The Idempotency-Key header is not 1 to 255 printable ASCII characters.',
  },
  idempotency_key_in_use: {
    status: 409,
    meaning: 'A request with this Idempotency-Key is still running; repeat it in a moment.',
  },
  idempotency_key_reused: {
    status: 422,
    meaning: 'The Idempotency-Key was used for another method, path or body.',
  },
  precondition_failed: {
    status: 412,
    meaning:
      'If-Match does not match the current ETag; nothing changed. ETag holds the current one.',
  },
  subscription_limit_reached: {
    status: 409,
    meaning:
      'The account holds as many subscriptions as it may (10,000 unless the server was started with another limit); nothing was created. The message names the limit.',
  },
  bad_request: {
    status: 400,
    meaning: 'The request is not valid HTTP, or is HTTP/1.1 without a Host header (any path).',
  },
  request_timeout: {
    status: 408,
    meaning: 'The request headers (20 s) or the whole request (60 s) did not arrive in time.',
  },
  request_header_too_large: {
    status: 431,
    meaning: 'Request headers over 16 KiB in all (any path).',
  },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  409: 'Conflict',
  412: 'Precondition failed',
  422: 'Unprocessable content',
  413: 'Payload too large',
  431: 'Request header fields too large',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Service unavailable',
};

/** An error envelope whose `error.code` is limited to `codes`. */
export function errorEnvelopeSchema(codes: DocumentedErrorCode[]): JsonSchema {
  // The generic Error schema's properties, so the per-response copies cannot drift from it.
  const errorProperties = commonSchemas['Error']?.properties ?? {};
  return closedObject(
    {
      error: closedObject({ ...errorProperties, code: { type: 'string', enum: codes } }, [
        'code',
        'message',
      ]),
      requestId: schemaRef('RequestId'),
    },
    ['error', 'requestId'],
  );
}

function headersFor(status: number, authenticated: boolean): Record<string, HeaderObject> {
  // D20: authenticated responses other than 400 carry the quota headers; 429 adds Retry-After.
  if (status === 429) return headersOf(['X-Request-Id', 'Retry-After'], RATE_LIMIT_HEADERS);
  // D36: a storage fault says when to retry; D32: a 412 names the current version.
  if (status === 503) return headersOf(['X-Request-Id', 'Retry-After'], RATE_LIMIT_HEADERS);
  if (status === 412) return headersOf(['X-Request-Id', 'ETag', ...RATE_LIMIT_HEADERS]);
  if (authenticated && (status === 403 || status === 404)) {
    return headersOf(['X-Request-Id', ...RATE_LIMIT_HEADERS]);
  }
  return headersOf(['X-Request-Id']);
}

/** One response per status of `codes`, each listing its codes in description and enum. */
export function errorResponses(
  codes: DocumentedErrorCode[],
  authenticated: boolean,
): Record<string, ResponseObject> {
  const byStatus = new Map<number, DocumentedErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, ResponseObject> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${group.join(', ')}.`,
      headers: headersFor(status, authenticated),
      content: {
        'application/json': {
          schema: errorEnvelopeSchema(group),
          examples: Object.fromEntries(
            group.map((code) => [code, errorExample(code, ERROR_CODES[code].meaning)]),
          ),
        },
      },
    };
  }
  return out;
}
