import { DomainError } from '../shared/domain-error.js';

/** The one answer for a missing or foreign subscription: ownership is never revealed. */
export function subscriptionNotFound(id: string): DomainError {
  return new DomainError(
    'subscription_not_found',
    `No subscription ${id} exists for this account.`,
    {
      suggestedFix:
        'List your subscriptions with GET /api/v1/subscriptions and use one of their ids.',
    },
  );
}
