import {
  fieldError,
  hasField,
  parseField,
  rejectUnwritableKeys,
  requireJsonObject,
} from '../shared/validation-errors.js';
import { WRITABLE_SUBSCRIPTION_FIELDS, type WritableSubscriptionField } from './subscription.js';
import { SUBSCRIPTION_FIELD_RULES } from './subscription-field-rules.js';
import type { SubscriptionCreateInput, SubscriptionPatchInput } from './subscription-input.js';

/** Spec rule 1: fields the server manages; sending one is `invalid_subscription_field`. */
export const SERVER_MANAGED_SUBSCRIPTION_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;

/** The fields a create must carry (plus nextPaymentDate, or the deprecated lastPaymentDate). */
export const REQUIRED_ON_CREATE: readonly WritableSubscriptionField[] = [
  'name',
  'category',
  'amount',
  'currency',
  'period',
];

/**
 * D11 steps 1 and 2 for POST and PATCH: a plain JSON object (`invalid_json`) whose own
 * keys are all writable (`invalid_subscription_field`, D23 `__proto__` included).
 */
export function readSubscriptionBody(body: unknown): Record<string, unknown> {
  const object = requireJsonObject(body);
  rejectUnwritableKeys(
    object,
    WRITABLE_SUBSCRIPTION_FIELDS,
    'invalid_subscription_field',
    SERVER_MANAGED_SUBSCRIPTION_FIELDS,
  );
  return object;
}

/**
 * D11 last step: checks every field in the spec table's order (first failure wins) and
 * returns the parsed values under their input keys. A field for which `isRequired` is
 * true must be present and not null.
 */
export function parseSubscriptionFields(
  body: Record<string, unknown>,
  isRequired: (field: WritableSubscriptionField) => boolean,
): SubscriptionPatchInput {
  const parsed: Record<string, unknown> = {};
  for (const { field, inputKey, schema, hint } of SUBSCRIPTION_FIELD_RULES) {
    if (!hasField(body, field)) {
      if (!isRequired(field)) continue;
      throw fieldError('invalid_subscription', `${field} is required.`, { ...hint, field });
    }
    parsed[inputKey] = parseField(schema, body[field], 'invalid_subscription', field, hint);
  }
  return parsed as SubscriptionPatchInput;
}

/**
 * Validates a POST body: `invalid_json` -> `invalid_subscription_field` ->
 * `invalid_subscription`, first failure wins. Required: name, category, amount, currency,
 * period, and nextPaymentDate unless lastPaymentDate is given. Cross-field rules
 * are applied later by `resolveNewSubscription`.
 *
 * @example
 * parseCreateSubscriptionBody({
 *   name: 'Netflix', category: 'Video', amount: 15.49, currency: 'USD',
 *   period: 'monthly', nextPaymentDate: '2026-03-31',
 * }); // { name: 'Netflix', ..., amountMinor: 1549, ... }
 */
export function parseCreateSubscriptionBody(body: unknown): SubscriptionCreateInput {
  const object = readSubscriptionBody(body);
  const { billingAnchorDay, ...rest } = parseSubscriptionFields(
    object,
    (field) =>
      REQUIRED_ON_CREATE.includes(field) ||
      // D8: the deprecated lastPaymentDate stands in for nextPaymentDate.
      (field === 'nextPaymentDate' && !hasField(object, 'lastPaymentDate')),
  );
  // On create a null anchor means "none given": it is inferred (D7).
  return {
    ...rest,
    ...(billingAnchorDay == null ? {} : { billingAnchorDay }),
  } as SubscriptionCreateInput;
}
