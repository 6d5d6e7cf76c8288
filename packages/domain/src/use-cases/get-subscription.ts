import type { Ports } from '../ports/ports.js';
import { latestTodayAnywhere } from '../shared/today.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { subscriptionNotFound } from '../subscriptions/subscription-not-found.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/**
 * One subscription of the account, its date rolled forward. Another account's id
 * gives `subscription_not_found` like an unknown one. Only when this record is stale does
 * the whole account roll forward (then it is read again); otherwise the answer is one
 * indexed read, as no date it returns can be before today.
 */
export async function getSubscription(
  ports: RollForwardPorts,
  accountId: string,
  id: string,
): Promise<Subscription> {
  const subscription = await ports.subscriptions.findById(accountId, id);
  if (!subscription) throw subscriptionNotFound(id);
  if (!(await mayBeStale(ports, accountId, subscription))) return subscription;
  // D6: the stored date has passed; roll the whole account (the stored dates must agree for
  // lists and analytics) and read the row again, whoever rolled it.
  await rollForwardAccount(ports, accountId);
  const rolled = await ports.subscriptions.findById(accountId, id);
  if (!rolled) throw subscriptionNotFound(id);
  return rolled;
}

/**
 * D6 only moves `active` dates that are before today. Issue 7: most dates lie after any
 * zone's today, which is known without reading the account's settings or looking for
 * other stale records; those records are rolled by the next list or analytics read, which
 * always rolls the whole account first.
 */
async function mayBeStale(
  ports: Pick<Ports, 'clock' | 'notificationSettings'>,
  accountId: string,
  subscription: Subscription,
): Promise<boolean> {
  if (subscription.status !== 'active') return false;
  if (subscription.nextPaymentDate >= latestTodayAnywhere(ports.clock.now())) return false;
  return subscription.nextPaymentDate < (await todayForAccount(ports, accountId));
}
