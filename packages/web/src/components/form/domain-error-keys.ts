import {
  type ErrorCode,
  isOwnerEmailTaken,
  MAX_API_KEY_LABEL_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@subtrack/domain';
import type { MessageKey, MessageValues } from '@subtrack/i18n';

/** A catalog message and the values it names. */
export interface CatalogText {
  key: MessageKey;
  values?: MessageValues;
}

/** What a page knows of a domain error: its code, English message and hints. */
interface Refusal {
  code: ErrorCode;
  message: string;
  details?: { field?: string; rows?: readonly unknown[] };
}

/** The text of a code, or the text chosen by its field or hints. */
type CodeText = CatalogText | ((error: Refusal) => CatalogText);

/** The text of the refused field, else `other`. */
const byField =
  (fields: Readonly<Record<string, CatalogText>>, other: CatalogText) =>
  (error: Refusal): CatalogText => {
    const field = error.details?.field;
    return field !== undefined && Object.hasOwn(fields, field) ? fields[field]! : other;
  };

const GENERIC: CatalogText = { key: 'error.form.generic' };
const NEW_PASSWORD: CatalogText = {
  key: 'error.form.newPassword',
  values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
};

// What a page says for each code the domain can raise: the domain's messages are English and
// written for API clients. Typed over every code, so a new code fails the typecheck until it
// has words here; codes only the API or the command line can raise say the generic sentence.
const DOMAIN_ERROR_TEXTS: Readonly<Record<ErrorCode, CodeText>> = {
  invalid_json: GENERIC,
  // The subscription form says each control's own rule instead (`subscriptionFormErrors`).
  invalid_subscription: byField({ amount: { key: 'error.form.amount' } }, GENERIC),
  invalid_subscription_field: GENERIC,
  invalid_subscription_id: GENERIC,
  invalid_pagination: GENERIC,
  invalid_query: byField(
    { currencySymbols: { key: 'error.import.currencySymbols' } },
    { key: 'error.form.query' },
  ),
  empty_patch: GENERIC,
  invalid_notification_settings: byField(
    {
      daysBefore: { key: 'error.settings.daysBefore' },
      timeZone: { key: 'error.settings.timeZone' },
      locale: { key: 'error.settings.locale' },
      deviceKey: { key: 'error.settings.deviceKey' },
      url: { key: 'error.settings.url' },
      pushUrl: { key: 'error.settings.url' },
      token: { key: 'error.settings.token' },
      from: { key: 'error.form.email' },
      to: { key: 'error.form.email' },
      smtpPort: { key: 'error.settings.smtpPort' },
      smtpPassword: { key: 'error.settings.smtpPassword' },
    },
    { key: 'error.form.setting' },
  ),
  invalid_notification_settings_field: { key: 'error.form.setting' },
  invalid_import: (error) => {
    const rows = error.details?.rows?.length ?? 0;
    if (rows > 0) return { key: 'error.import.rows', values: { count: rows } };
    if (error.details?.field === 'currencySymbols') return { key: 'error.import.currencySymbols' };
    return { key: 'error.form.import' };
  },
  invalid_statement: { key: 'error.form.statement' },
  invalid_counterparty: { key: 'error.form.counterparty' },
  invalid_api_key_label: { key: 'error.form.keyLabel', values: { max: MAX_API_KEY_LABEL_LENGTH } },
  authentication_required: GENERIC,
  invalid_api_key: GENERIC,
  insufficient_scope: GENERIC,
  subscription_not_found: { key: 'error.form.subscriptionGone' },
  notification_settings_not_found: GENERIC,
  account_not_found: GENERIC,
  not_found: GENERIC,
  method_not_allowed: GENERIC,
  payload_too_large: { key: 'error.form.tooLarge' },
  rate_limit_exceeded: GENERIC,
  invalid_owner_login: byField(
    {
      email: { key: 'error.form.email' },
      password: NEW_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: { key: 'error.form.passwordsDiffer' },
      currentPassword: { key: 'error.form.currentPassword' },
    },
    GENERIC,
  ),
  sign_in_link_invalid: GENERIC,
  internal_error: GENERIC,
  invalid_idempotency_key: GENERIC,
  idempotency_key_in_use: GENERIC,
  idempotency_key_reused: GENERIC,
  precondition_failed: GENERIC,
  service_unavailable: GENERIC,
  subscription_limit_reached: { key: 'error.form.limitReached' },
  invalid_payment: byField({ amount: { key: 'error.form.amount' } }, { key: 'error.form.payment' }),
  invalid_payment_field: { key: 'error.form.payment' },
  invalid_payment_id: GENERIC,
  payment_not_found: GENERIC,
  invalid_member: byField({ language: { key: 'error.form.language' } }, { key: 'error.form.role' }),
  member_not_found: GENERIC,
  insufficient_role: GENERIC,
  last_owner: { key: 'error.form.lastOwner' },
  invitation_invalid: GENERIC,
  identity_already_bound: GENERIC,
  invalid_passkey: { key: 'error.form.passkey' },
  passkey_not_found: GENERIC,
  origin_not_allowed: GENERIC,
  invalid_exchange_rate: byField(
    {
      date: { key: 'error.rates.date' },
      from: { key: 'error.form.currency' },
      to: { key: 'error.rates.to' },
      rate: { key: 'error.rates.rate' },
    },
    { key: 'error.form.rates' },
  ),
  invalid_currency_settings: { key: 'error.form.currency' },
  invalid_logo: { key: 'error.form.logo' },
  logo_not_found: GENERIC,
};

/**
 * What a page says for a domain error, in the page's language: the catalog's message for its
 * code (and field, where the code covers several rules), never the domain's English message.
 * An email another member uses is refused without saying so: the page must not tell one person
 * another's address (issue 20).
 *
 * @example domainErrorText({ code: 'last_owner', message: '…' }) // { key: 'error.form.lastOwner' }
 */
export function domainErrorText(error: Refusal): CatalogText {
  if (isOwnerEmailTaken(error)) return { key: 'error.form.emailUnusable' };
  const text = DOMAIN_ERROR_TEXTS[error.code] ?? GENERIC;
  return typeof text === 'function' ? text(error) : text;
}
