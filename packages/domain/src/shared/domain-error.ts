import type { ImportRowError } from '../data-io/import-file.js';

/**
 * Every stable error code the service can answer with: the spec's error table plus the
 * codes the product decisions add (D17 `invalid_notification_settings`, D23 `not_found`,
 * `payload_too_large`; D31 idempotency keys, D32 preconditions, D36 `service_unavailable`,
 * D48 `subscription_limit_reached`; D40 the payment codes; D45 and D46 members, invitations,
 * identities, passkeys; D53 the logo codes).
 * The domain never decides an HTTP status; `http-koa` maps codes.
 */
export type ErrorCode =
  | 'invalid_json'
  | 'invalid_subscription'
  | 'invalid_subscription_field'
  | 'invalid_subscription_id'
  | 'invalid_pagination'
  | 'invalid_query'
  | 'empty_patch'
  | 'invalid_notification_settings'
  | 'invalid_notification_settings_field'
  | 'invalid_import'
  // A bank export that cannot be read, or whose columns cannot be told apart (D56)
  | 'invalid_statement'
  // A counterparty the owner dismisses that names none (D56)
  | 'invalid_counterparty'
  | 'invalid_api_key_label'
  | 'authentication_required'
  | 'invalid_api_key'
  | 'insufficient_scope'
  | 'subscription_not_found'
  | 'notification_settings_not_found'
  | 'account_not_found'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'rate_limit_exceeded'
  // D28: owner logins (web sign-in, CLI set-password)
  | 'invalid_owner_login'
  | 'sign_in_link_invalid'
  | 'internal_error'
  // D31: retry-safe writes
  | 'invalid_idempotency_key'
  | 'idempotency_key_in_use'
  | 'idempotency_key_reused'
  // D32: conditional requests
  | 'precondition_failed'
  // D36: the database is busy, full, read-only or failing
  | 'service_unavailable'
  // D48: the account holds as many subscriptions as it may
  | 'subscription_limit_reached'
  // D40: payments of a subscription
  | 'invalid_payment'
  | 'invalid_payment_field'
  | 'invalid_payment_id'
  | 'payment_not_found'
  // D45: members, roles and invitations
  | 'invalid_member'
  | 'member_not_found'
  | 'insufficient_role'
  | 'last_owner'
  | 'invitation_invalid'
  // D46: identity providers and passkeys
  | 'identity_already_bound'
  | 'invalid_passkey'
  | 'passkey_not_found'
  // D50: a request to /mcp from a page of another site
  | 'origin_not_allowed'
  // D52: a typed rate or a file of rates, and the home currency setting, that fail validation
  | 'invalid_exchange_rate'
  | 'invalid_currency_settings'
  // D53: an image that cannot be a logo, and a subscription without one
  | 'invalid_logo'
  | 'logo_not_found';

/**
 * Codes the domain raised for rules whose API routes were not served yet: none now (the
 * logo codes are served and part of {@link ErrorCode}).
 *
 * @deprecated Every code is an {@link ErrorCode}; use that.
 */
export type UnservedErrorCode = never;

/** Every code a `DomainError` can carry. */
export type DomainErrorCode = ErrorCode;

/** The optional hints of the spec's Error object. */
export interface ErrorDetails {
  field?: string;
  /** D33 `invalid_import`: every bad row of the file, not only the first. */
  rows?: ImportRowError[];
  suggestedFix?: string;
  allowedValues?: string[];
  writableFields?: string[];
  /**
   * `invalid_statement`: the mapping parameters that name a bank export's columns by
   * header (the headers themselves are in `allowedValues`).
   */
  parameters?: string[];
}

/**
 * The one error type of the domain: a stable `code`, a human message and the hints a
 * client can act on.
 *
 * @example
 * throw new DomainError('invalid_subscription', 'amount must be at most 999999.99', {
 *   field: 'amount',
 *   suggestedFix: 'Send an amount between 0 and 999999.99 with at most 2 decimals.',
 * });
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly details: ErrorDetails;

  constructor(code: DomainErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }

  /** The spec's Error object: `{code, message, field?, suggestedFix?, allowedValues?, writableFields?}`. */
  toJSON(): { code: DomainErrorCode; message: string } & ErrorDetails {
    const answer = { code: this.code, message: this.message, ...this.details };
    const rows = this.details.rows;
    if (rows === undefined) return answer;
    // A row's `code` and `otherRow` are for pages: the spec's row objects are closed.
    return { ...answer, rows: rows.map(({ code: _code, otherRow: _other, ...row }) => row) };
  }
}

/** True when `value` is a DomainError (also across duplicated module instances). */
export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError || (value instanceof Error && value.name === 'DomainError');
}
