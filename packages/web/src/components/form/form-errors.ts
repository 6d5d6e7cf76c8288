import type { DomainError } from '@subtrack/domain';
import type { MessageKey, MessageValues, Translate } from '@subtrack/i18n';
import { domainErrorText } from './domain-error-keys.js';

/** One message of a failed submit; `field` names the control it belongs to (its `name` and `id`). */
export interface FormError {
  field: string | null;
  message: string;
  /**
   * The domain's name of the field when the message opens with it ("amount must not be
   * negative."): the page says the control's label there instead (see `inFormWords`).
   */
  subject?: string;
  /**
   * The catalog's message for this refusal (from the domain's code and field, or the form's
   * own): the page says it in its own language. `message`, the API's English, is said only
   * where no translator is at hand.
   */
  key?: MessageKey;
  values?: MessageValues;
}

/** The messages of a failed submit, shown in the summary and beside each field. */
export type FormErrors = FormError[];

/**
 * The form errors of a domain error: the catalog's message for its code and field (see
 * `domainErrorText`) goes beside `error.details.field` (form controls are named like the
 * domain's fields, so the id matches). `fieldAliases` maps a domain field to a differently
 * named control when needed.
 *
 * @example formErrorsFrom(error) // [{ field: 'amount', message: 'amount must not be negative.', subject: 'amount', key: 'error.form.generic' }]
 */
export function formErrorsFrom(
  error: Pick<DomainError, 'code' | 'message'> & { details?: { field?: string } },
  fieldAliases: Record<string, string> = {},
): FormErrors {
  const text = domainErrorText(error);
  const field = error.details?.field;
  if (field === undefined) return [{ field: null, message: error.message, ...text }];
  const subject = error.message.startsWith(`${field} `) ? { subject: field } : {};
  return [{ field: fieldAliases[field] ?? field, message: error.message, ...subject, ...text }];
}

// Words a field name may hold that are written in capitals.
const ACRONYMS: Record<string, string> = {
  url: 'URL',
  id: 'ID',
  api: 'API',
  smtp: 'SMTP',
  tls: 'TLS',
};

/** `nextPaymentDate` -> `Next payment date`, `url` -> `URL`: a field name in words. */
function asWords(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An error's message as the page shows it: the API's messages name the field as a client
 * sends it (`nextPaymentDate`), a person reads the label beside the control ("Next payment
 * date", without an "(optional)"), or the field's name in words when no label is given.
 */
export function inFormWords(error: FormError, label?: string, t?: Translate): string {
  if (error.key !== undefined && t) return t(error.key, error.values);
  if (error.subject === undefined) return error.message;
  const name = label?.replace(/\s*\(optional\)$/, '') ?? asWords(error.subject);
  return name + error.message.slice(error.subject.length);
}

/** The message for one control, if any, opening with its `label` (see `inFormWords`). */
export function errorFor(
  errors: FormErrors | undefined,
  field: string,
  label?: string,
  t?: Translate,
): string | undefined {
  const error = errors?.find((candidate) => candidate.field === field);
  return error && inFormWords(error, label, t);
}
