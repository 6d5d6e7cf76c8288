import { DomainError } from '../shared/domain-error.js';

/** A payment that is not one of this subscription's (or of this account's). */
export function paymentNotFound(subscriptionId: string, paymentId: string): DomainError {
  return new DomainError(
    'payment_not_found',
    `No payment ${paymentId} exists for subscription ${subscriptionId}.`,
    {
      suggestedFix: `List the payments with GET /api/v1/subscriptions/${subscriptionId}/payments and use one of their ids.`,
    },
  );
}
