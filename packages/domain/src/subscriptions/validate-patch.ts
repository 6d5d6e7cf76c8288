import { DomainError } from '../shared/domain-error.js';
import type { SubscriptionPatchInput } from './subscription-input.js';
import { parseSubscriptionFields, readSubscriptionBody } from './validate-create.js';

/**
 * Validates a PATCH body with the same field rules as POST, every field optional. D11
 * order: `invalid_json` -> `invalid_subscription_field` -> `empty_patch` ->
 * `invalid_subscription`, first failure wins. `null` clears `billingAnchorDay`
 * (re-inferred), `customDate` and `trialEndsOn`; on any other field it is invalid.
 *
 * @example
 * parseSubscriptionPatchBody({ status: 'paused' }); // { status: 'paused' }
 * parseSubscriptionPatchBody({}); // throws DomainError('empty_patch')
 */
export function parseSubscriptionPatchBody(body: unknown): SubscriptionPatchInput {
  const object = readSubscriptionBody(body);
  if (Object.keys(object).length === 0) {
    throw new DomainError('empty_patch', 'The PATCH body contains no field to change.', {
      suggestedFix: 'Send at least one writable field, e.g. {"status": "paused"}.',
    });
  }
  return parseSubscriptionFields(object, () => false);
}
