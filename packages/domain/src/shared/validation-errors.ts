import * as v from 'valibot';
import { DomainError, type DomainErrorCode } from './domain-error.js';

/** What a client can act on when one field fails: the spec's Error object hints. */
export interface FieldHint {
  suggestedFix?: string;
  /** Legal values of an enum, always as strings (the spec's Error object). */
  allowedValues?: readonly string[];
}

/** Any valibot schema, whatever it accepts and returns. */
export type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * A DomainError with the hints that apply: `field`, `suggestedFix` and `allowedValues`
 * appear only when known, so the Error object never carries empty keys.
 *
 * @example
 * fieldError('invalid_subscription', 'name is required.', { field: 'name' });
 */
export function fieldError(
  code: DomainErrorCode,
  message: string,
  options: FieldHint & { field?: string | undefined } = {},
): DomainError {
  const { field, suggestedFix, allowedValues } = options;
  return new DomainError(code, message, {
    ...(field === undefined ? {} : { field }),
    ...(suggestedFix === undefined ? {} : { suggestedFix }),
    ...(allowedValues === undefined ? {} : { allowedValues: [...allowedValues] }),
  });
}

/**
 * Turns valibot issues into one DomainError: the first issue wins, its message
 * becomes the error message and `field` is `options.field` or else the issue's dot path.
 *
 * @example
 * const result = v.safeParse(schema, body, { abortEarly: true });
 * if (!result.success) throw issuesToDomainError('invalid_subscription', result.issues);
 */
export function issuesToDomainError(
  code: DomainErrorCode,
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  options: FieldHint & { field?: string } = {},
): DomainError {
  const [first] = issues;
  const field = options.field ?? v.getDotPath(first) ?? undefined;
  return fieldError(code, first.message, { ...options, field });
}

/**
 * Validates one field's value with its schema and returns the output, or throws the
 * DomainError of its first issue, naming `field`.
 *
 * @example
 * const limit = parseField(limitSchema, raw.limit, 'invalid_pagination', 'limit', {
 *   suggestedFix: 'Send limit as a whole number from 1 to 100.',
 * });
 */
export function parseField<TSchema extends AnySchema>(
  schema: TSchema,
  value: unknown,
  code: DomainErrorCode,
  field: string,
  hint: FieldHint = {},
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return result.output;
  throw issuesToDomainError(code, result.issues, { ...hint, field });
}

/**
 * D11 first step: the body must be a plain JSON object (not an array, null, a string...).
 * Throws `invalid_json` otherwise.
 */
export function requireJsonObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DomainError('invalid_json', 'The request body must be a JSON object.', {
      suggestedFix:
        'Send a JSON object such as {"name": "..."} with Content-Type application/json.',
    });
  }
  const proto: unknown = Object.getPrototypeOf(body);
  if (proto !== Object.prototype && proto !== null) {
    throw new DomainError('invalid_json', 'The request body must be a plain JSON object.', {
      suggestedFix: 'Send a JSON object with Content-Type application/json.',
    });
  }
  return body as Record<string, unknown>;
}

/**
 * D11 second step, D23: every own key must be writable. Own keys are read with
 * `Object.keys`, so `__proto__`, `constructor` and `prototype` sent as JSON keys are
 * rejected like any unknown field. The first offending key (in body order) is `field`.
 */
export function rejectUnwritableKeys(
  body: Record<string, unknown>,
  writableFields: readonly string[],
  code: DomainErrorCode,
  serverManaged: readonly string[] = [],
): void {
  for (const key of Object.keys(body)) {
    if (writableFields.includes(key)) continue;
    const why = serverManaged.includes(key) ? 'is server-managed' : 'is not a writable field';
    throw new DomainError(code, `"${key}" ${why} and cannot be written.`, {
      field: key,
      suggestedFix: `Remove "${key}"; send only writable fields: ${writableFields.join(', ')}.`,
      writableFields: [...writableFields],
    });
  }
}

/** True when `body` has `key` as an own property with a defined value. */
export function hasField(body: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(body, key) && body[key] !== undefined;
}
