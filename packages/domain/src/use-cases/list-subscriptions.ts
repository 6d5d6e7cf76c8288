import type { SubscriptionListQuery } from '../ports/subscription-repository.js';
import type { Page } from '../shared/page.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';

/**
 * One page of the account's subscriptions, filtered and sorted as the query says,
 * after rolling stale dates forward so filters and sorts see today's dates.
 */
export async function listSubscriptions(
  ports: RollForwardPorts,
  accountId: string,
  query: SubscriptionListQuery,
): Promise<Page<Subscription>> {
  await rollForwardAccount(ports, accountId);
  return ports.subscriptions.list(accountId, query);
}
