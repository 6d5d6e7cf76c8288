import type { ErrorCode } from '@subtrack/domain';

/**
 * The one place where an error code becomes an HTTP status (conventions: domain errors
 * carry no status). Codes of the spec's error table plus D17 and D23.
 */
export const STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  invalid_json: 400,
  invalid_subscription: 400,
  invalid_subscription_field: 400,
  invalid_subscription_id: 400,
  invalid_pagination: 400,
  invalid_query: 400,
  empty_patch: 400,
  invalid_notification_settings: 400,
  invalid_notification_settings_field: 400,
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
};

/** D24: `/healthz` answers 503 with this code when the database does not answer. */
export const SERVICE_UNAVAILABLE = 'service_unavailable';

/** The HTTP status of an error code; unknown codes are server errors. */
export function statusForCode(code: string): number {
  if (code === SERVICE_UNAVAILABLE) return 503;
  return (STATUS_BY_CODE as Record<string, number>)[code] ?? 500;
}
