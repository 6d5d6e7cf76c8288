import { validate } from 'uuid';
import { DomainError } from '../shared/domain-error.js';

/**
 * Checks a subscription id from a path: any RFC 9562 UUID (any version, nil and max
 * included) is accepted and returned lower-cased, so `ABC...` and `abc...` name the same
 * record. Anything else is `invalid_subscription_id`.
 *
 * @example
 * parseSubscriptionId('0190F0E2-7C3B-7D6A-9A4B-2F1E0D9C8B7A'); // '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a'
 */
export function parseSubscriptionId(raw: string): string {
  if (validate(raw)) return raw.toLowerCase();
  throw new DomainError('invalid_subscription_id', 'The subscription id is not a valid UUID.', {
    field: 'id',
    suggestedFix:
      'Use the id returned when the subscription was created, e.g. 0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a.',
  });
}
