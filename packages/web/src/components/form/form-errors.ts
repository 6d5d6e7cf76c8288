import type { DomainError } from '@subtrack/domain';

/** One message of a failed submit; `field` names the control it belongs to (its `name` and `id`). */
export interface FormError {
  field: string | null;
  message: string;
}

/** The messages of a failed submit, shown in the summary and beside each field. */
export type FormErrors = FormError[];

/**
 * The form errors of a domain validation error: its message goes beside `error.details.field`
 * (form controls are named like the domain's fields, so the id matches). `fieldAliases`
 * maps a domain field to a differently named control when needed.
 *
 * @example formErrorsFrom(error) // [{ field: 'amount', message: 'amount must be at most 999999.99' }]
 */
export function formErrorsFrom(
  error: Pick<DomainError, 'message'> & { details?: { field?: string } },
  fieldAliases: Record<string, string> = {},
): FormErrors {
  const field = error.details?.field;
  return [
    { field: field === undefined ? null : (fieldAliases[field] ?? field), message: error.message },
  ];
}

/** The message for one control, if any. */
export function errorFor(errors: FormErrors | undefined, field: string): string | undefined {
  return errors?.find((error) => error.field === field)?.message;
}
