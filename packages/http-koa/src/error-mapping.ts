import type { ErrorCode } from '@subtrack/domain';

/**
 * The one place where an error code becomes an HTTP status (conventions: domain errors
 * carry no status). Codes of the spec's error table plus those of the product decisions.
 */
export const STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  invalid_json: 400,
  invalid_subscription: 400,
  invalid_subscription_field: 400,
  invalid_subscription_id: 400,
  invalid_pagination: 400,
  invalid_query: 400,
  empty_patch: 400,
  invalid_import: 400,
  invalid_notification_settings: 400,
  invalid_notification_settings_field: 400,
  invalid_api_key_label: 400,
  authentication_required: 401,
  invalid_api_key: 401,
  insufficient_scope: 403,
  subscription_not_found: 404,
  notification_settings_not_found: 404,
  account_not_found: 404,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  rate_limit_exceeded: 429,
  invalid_owner_login: 400,
  sign_in_link_invalid: 404,
  internal_error: 500,
  invalid_idempotency_key: 400,
  idempotency_key_in_use: 409,
  idempotency_key_reused: 422,
  precondition_failed: 412,
  service_unavailable: 503,
  // D48: the account holds as many subscriptions as it may.
  subscription_limit_reached: 409,
  // D40: payments of a subscription.
  invalid_payment: 400,
  invalid_payment_field: 400,
  invalid_payment_id: 400,
  payment_not_found: 404,
};

/** D24, D36: `/healthz` and storage faults answer 503 with this code. */
export const SERVICE_UNAVAILABLE = 'service_unavailable';

/** The HTTP status of an error code; unknown codes are server errors. */
export function statusForCode(code: string): number {
  return (STATUS_BY_CODE as Record<string, number>)[code] ?? 500;
}
