import type { SubscriptionListQuery } from '../ports/subscription-repository.js';
import type { Page } from '../shared/page.js';
import { todayInZoneNow } from '../shared/today-in-zone-now.js';
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
  // Issue 34: a store that reads the page with the stale check answers in one round trip
  // when no date of the account is before its today; otherwise roll, then read again.
  const read = await ports.subscriptions.listWithStaleCheck?.(accountId, query);
  if (
    read &&
    (read.earliestActiveDue === null ||
      read.earliestActiveDue >= todayInZoneNow(ports.clock, read.timeZone))
  ) {
    return read.page;
  }
  await rollForwardAccount(ports, accountId);
  return ports.subscriptions.list(accountId, query);
}
