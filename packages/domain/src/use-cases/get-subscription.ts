import type { Ports } from '../ports/ports.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { rollForwardAccount } from './roll-forward-account.js';
import { subscriptionNotFound } from './subscription-not-found.js';

/**
 * One subscription of the account, its date rolled forward (D6). Another account's id
 * gives `subscription_not_found` like an unknown one.
 */
export function getSubscription(ports: Ports, accountId: string, id: string): Subscription {
  rollForwardAccount(ports, accountId);
  const subscription = ports.subscriptions.findById(accountId, id);
  if (!subscription) throw subscriptionNotFound(id);
  return subscription;
}
