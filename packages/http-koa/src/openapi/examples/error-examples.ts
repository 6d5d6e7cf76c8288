import { WRITABLE_SUBSCRIPTION_FIELDS } from '@subtrack/domain';
import type { DocumentedErrorCode } from '../error-responses.js';
import type { ExampleObject } from '../openapi-types.js';
import { EXAMPLE_REQUEST_ID } from './example-values.js';

/** The `error` object of an answer: what a client reads. */
interface ErrorBody {
  message: string;
  field?: string;
  suggestedFix?: string;
  allowedValues?: string[];
  writableFields?: string[];
}

const WRITABLE = [...WRITABLE_SUBSCRIPTION_FIELDS];

/**
 * What the server answers for each error code, taken from real answers. A code without an
 * entry (a new one) is shown with its `meaning` from `ERROR_CODES`; add it here.
 */
const ERROR_EXAMPLES: Partial<Record<DocumentedErrorCode, ErrorBody>> = {
  invalid_json: {
    message: 'The request body is not valid JSON.',
    suggestedFix: 'Send a JSON object with the header Content-Type: application/json.',
  },
  invalid_subscription: {
    message: 'amount must not be negative.',
    field: 'amount',
    suggestedFix: 'Send a number from 0 to 999999.99 with at most 2 decimals.',
  },
  invalid_subscription_field: {
    message: '"id" is server-managed and cannot be written.',
    field: 'id',
    suggestedFix: `Remove "id"; send only writable fields: ${WRITABLE.join(', ')}.`,
    writableFields: WRITABLE,
  },
  invalid_subscription_id: {
    message: 'The subscription id is not a valid UUID.',
    field: 'id',
    suggestedFix:
      'Use the id returned when the subscription was created, e.g. 0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a.',
  },
  invalid_pagination: {
    message: 'limit must be a whole number from 1 to 100.',
    field: 'limit',
    suggestedFix: 'Send limit as a whole number from 1 to 100.',
  },
  invalid_query: {
    message: 'Unknown query parameter "colour".',
    field: 'colour',
    suggestedFix: 'Send each parameter at most once, with a value, and only the documented ones.',
  },
  empty_patch: {
    message: 'The PATCH body contains no field to change.',
    suggestedFix: 'Send at least one writable field.',
  },
  invalid_notification_settings: {
    message: 'daysBefore must be one of 1, 3, 7, 14.',
    field: 'daysBefore',
    suggestedFix: 'Send daysBefore as the number 1, 3, 7 or 14.',
    allowedValues: ['1', '3', '7', '14'],
  },
  invalid_notification_settings_field: {
    message: '"pushUrl" is not a writable field and cannot be written.',
    field: 'pushUrl',
    suggestedFix: 'Remove "pushUrl"; send only writable fields: daysBefore, enabled.',
    writableFields: ['daysBefore', 'enabled'],
  },
  authentication_required: {
    message: 'A bearer API key is required.',
    suggestedFix: 'Send the header `Authorization: Bearer <your API key>`.',
  },
  invalid_api_key: {
    message: 'The API key is invalid or has been revoked.',
    suggestedFix:
      'Send a current key as `Authorization: Bearer stk_...`; revoked keys never work again.',
  },
  insufficient_scope: {
    message: 'This operation requires an API key with the write scope.',
    suggestedFix:
      'Retry with a write-scope key, e.g. one from `subtrack key create --account <id> --scope write`; this read key will keep failing.',
  },
  subscription_not_found: {
    message: 'No subscription 0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a exists for this account.',
    suggestedFix:
      'List your subscriptions with GET /api/v1/subscriptions and use one of their ids.',
  },
  notification_settings_not_found: {
    message: 'This account has no notification settings yet.',
    suggestedFix: 'Create them first with `subtrack notifications set --account <id>`, then retry.',
  },
  not_found: {
    message: 'There is no resource at this path.',
    suggestedFix: 'Check the path against GET /api/v1/openapi.json.',
  },
  method_not_allowed: {
    message: 'PUT is not supported on this path.',
    suggestedFix: 'Use one of: GET, POST, OPTIONS.',
  },
  payload_too_large: {
    message: 'The request body is larger than 65536 bytes.',
    suggestedFix: 'Send a smaller body: a subscription needs far less than 64 KiB.',
  },
  rate_limit_exceeded: {
    message: 'The hourly request quota of this account is used up.',
    suggestedFix: 'Wait until the time in X-RateLimit-Reset, then retry.',
  },
  internal_error: { message: 'An unexpected error occurred.' },
  service_unavailable: {
    message: 'The service cannot store or read data right now.',
    suggestedFix: 'Retry after the number of seconds in the Retry-After header.',
  },
  invalid_idempotency_key: {
    message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    field: 'Idempotency-Key',
    suggestedFix: 'Send a fresh random value such as a UUID, e.g. Idempotency-Key: 5f1c...',
  },
  idempotency_key_in_use: {
    message: 'A request with this Idempotency-Key is still running.',
    field: 'Idempotency-Key',
    suggestedFix: 'Wait a moment, then repeat the request unchanged to get its answer.',
  },
  idempotency_key_reused: {
    message:
      'This Idempotency-Key was already used for a request with another method, path or body.',
    field: 'Idempotency-Key',
    suggestedFix: 'Send a new Idempotency-Key for a new request; repeat a request unchanged.',
  },
  precondition_failed: {
    message: 'The resource changed since the version named in If-Match.',
    suggestedFix:
      'Read the resource again, apply your change to it, and send its new ETag in If-Match.',
  },
  subscription_limit_reached: {
    message: 'An account may hold at most 10000 subscriptions, and this one holds 10000.',
    suggestedFix:
      "Delete subscriptions this account no longer needs; the server's administrator can raise the limit (serve --max-subscriptions-per-account N, or the environment variable SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT).",
  },
  bad_request: { message: 'The request is not valid HTTP.' },
  request_timeout: { message: 'The request was not received in time.' },
  request_header_too_large: {
    message: 'The request headers are larger than the server accepts (16 KiB in all).',
  },
};

/** The example answer of `code`; `meaning` stands in for a code without an entry. */
export function errorExample(code: DocumentedErrorCode, meaning: string): ExampleObject {
  const body = ERROR_EXAMPLES[code] ?? { message: meaning };
  return {
    summary: code,
    value: { error: { code, ...body }, requestId: EXAMPLE_REQUEST_ID },
  };
}
