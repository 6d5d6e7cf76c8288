import type { ErrorCode } from '@subtrack/domain';

/** Codes of requests Node rejects before the app runs (`http-server.ts`): not domain errors. */
export type HttpOnlyErrorCode = 'bad_request' | 'request_timeout' | 'request_header_too_large';

/** Every code an answer of this server can carry. */
export type DocumentedErrorCode = ErrorCode | HttpOnlyErrorCode;

/**
 * The one place where an error code becomes an HTTP status (conventions: domain errors
 * carry no status), with what the code means for the API reference's `x-error-codes`.
 * Codes of the spec's error table plus those of the product decisions; the
 * `Record<ErrorCode, ...>` type makes a new domain code fail to compile until it is here.
 */
export const ERROR_CODES: Readonly<
  Record<DocumentedErrorCode, { status: number; meaning: string }>
> = {
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
  invalid_query: { status: 400, meaning: 'Unknown, repeated, empty or invalid query parameter.' },
  empty_patch: { status: 400, meaning: 'The PATCH body holds no writable field.' },
  invalid_import: {
    status: 400,
    meaning: 'The import file cannot be read, or rows fail validation; rows lists every bad row.',
  },
  // D56: a bank export for finding subscriptions.
  invalid_statement: {
    status: 400,
    meaning:
      'The bank export cannot be read, holds too many transactions, or its columns cannot be told apart; allowedValues lists the headers of the file and parameters the mapping parameters.',
  },
  // D52: exchange rates and the home currency.
  invalid_exchange_rate: {
    status: 400,
    meaning:
      'A typed rate (its date, currencies or rate) or a file of rates fails validation; field names which.',
  },
  invalid_currency_settings: {
    status: 400,
    meaning: 'homeCurrency is missing, not a currency of the list, or another key was sent.',
  },
  // D56: "Not a subscription" for a name that names no counterparty.
  invalid_counterparty: {
    status: 400,
    meaning:
      'The counterparty to dismiss is empty, too long, or names none (only numbers or codes).',
  },
  invalid_notification_settings: {
    status: 400,
    meaning: 'A notification setting has a wrong value; allowedValues returned.',
  },
  invalid_notification_settings_field: {
    status: 400,
    meaning: 'A non-writable notification setting was sent; writableFields returned.',
  },
  invalid_api_key_label: {
    status: 400,
    meaning:
      'An API key label is empty, too long or has control characters (command line and web).',
  },
  invalid_owner_login: {
    status: 400,
    meaning: 'Owner email or password fails its rules (web sign-in and command line only).',
  },
  invalid_idempotency_key: {
    status: 400,
    meaning: 'The Idempotency-Key header is not 1 to 255 printable ASCII characters.',
  },
  authentication_required: { status: 401, meaning: 'Bearer token missing.' },
  invalid_api_key: { status: 401, meaning: 'Key invalid or revoked.' },
  insufficient_scope: { status: 403, meaning: 'The key lacks the write scope.' },
  subscription_not_found: { status: 404, meaning: 'No such subscription for the key owner.' },
  // D53: logos.
  invalid_logo: {
    status: 400,
    meaning:
      'The logo is no usable image: a URL, another kind of file, damaged or truncated, or more than 40 megapixels; the message says which.',
  },
  logo_not_found: { status: 404, meaning: 'The subscription has no uploaded logo.' },
  // D40: payments of a subscription.
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
  sign_in_link_invalid: {
    status: 404,
    meaning: 'Sign-in link used, expired or unknown (web sign-in only).',
  },
  not_found: { status: 404, meaning: 'Unknown path.' },
  method_not_allowed: { status: 405, meaning: 'Known path, other method; see the Allow header.' },
  // D31: retry-safe writes; D48: the account holds as many subscriptions as it may.
  idempotency_key_in_use: {
    status: 409,
    meaning: 'A request with this Idempotency-Key is still running; repeat it in a moment.',
  },
  subscription_limit_reached: {
    status: 409,
    meaning: 'The account holds as many subscriptions as it may; nothing was created.',
  },
  // D32: If-Match names another version.
  precondition_failed: {
    status: 412,
    meaning:
      'If-Match does not match the current ETag; nothing changed. ETag holds the current one.',
  },
  payload_too_large: {
    status: 413,
    meaning: 'Body over 64 KiB (a logo: over 1 MiB; an import or a bank export: over 10 MiB).',
  },
  idempotency_key_reused: {
    status: 422,
    meaning: 'The Idempotency-Key was used for another method, path or body.',
  },
  rate_limit_exceeded: {
    status: 429,
    meaning: 'Hourly quota exhausted or invalid-key throttling; the message says which.',
  },
  internal_error: { status: 500, meaning: 'Unexpected server error; no details are shown.' },
  // D36: the database is busy, full, read-only or failing.
  service_unavailable: {
    status: 503,
    meaning:
      'The database does not answer, or is busy, full, read-only or failing; nothing was written. Retry after Retry-After seconds.',
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
  // D45, D46: the web application's members and sign-in methods (no API route answers them;
  // mapped so a use case called from an embedding API gets the fitting status).
  invalid_member: {
    status: 400,
    meaning: 'A member field fails validation (web and command line).',
  },
  member_not_found: {
    status: 404,
    meaning: 'No such member of the account (web and command line).',
  },
  insufficient_role: { status: 403, meaning: "The member's role does not allow this (web only)." },
  last_owner: { status: 409, meaning: 'The last owner cannot leave, be removed or be demoted.' },
  invitation_invalid: { status: 404, meaning: 'Invitation used, expired or unknown (web only).' },
  identity_already_bound: {
    status: 409,
    meaning: "The identity provider's login is bound to another member already (web only).",
  },
  invalid_passkey: { status: 400, meaning: 'A passkey fails verification or is added already.' },
  passkey_not_found: { status: 404, meaning: 'No such passkey of the member (web only).' },
  // D50: /mcp only (outside /api/v1), against DNS rebinding and other sites' pages.
  origin_not_allowed: {
    status: 403,
    meaning:
      "The request's Origin is neither the server's own nor one allowed with --mcp-allowed-origin (/mcp only).",
  },
};

/** The status of every domain error code (from {@link ERROR_CODES}). */
export const STATUS_BY_CODE = Object.fromEntries(
  Object.entries(ERROR_CODES).map(([code, { status }]) => [code, status]),
) as Readonly<Record<ErrorCode, number>>;

/** `/healthz` and storage faults answer 503 with this code. */
export const SERVICE_UNAVAILABLE = 'service_unavailable';

/** The HTTP status of an error code; unknown codes are server errors. */
export function statusForCode(code: string): number {
  return (ERROR_CODES as Record<string, { status: number }>)[code]?.status ?? 500;
}
