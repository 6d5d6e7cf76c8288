import { invalidApiKey } from '../keys/api-key-errors.js';
import type { DeferredKeyCheck } from '../keys/deferred-key-check.js';
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
 * indexed read, as no date it returns can be before today. With a request's `keyCheck`
 * (see `DeferredKeyCheck`) that read checks the key too, and confirms it; a key it finds
 * dead, or a store that cannot check it with the read, gives `invalid_api_key` with the
 * check unconfirmed (the caller then checks the key on its own).
 */
export async function getSubscription(
  ports: RollForwardPorts,
  accountId: string,
  id: string,
  keyCheck?: DeferredKeyCheck,
): Promise<Subscription> {
  const subscription =
    keyCheck === undefined
      ? await ports.subscriptions.findById(accountId, id)
      : await findCheckingKey(ports, accountId, id, keyCheck);
  if (!subscription) throw subscriptionNotFound(id);
  if (!(await mayBeStale(ports, accountId, subscription))) return subscription;
  // D6: the stored date has passed; roll the whole account (the stored dates must agree for
  // lists and analytics) and read the row again, whoever rolled it.
  await rollForwardAccount(ports, accountId);
  const rolled = await ports.subscriptions.findById(accountId, id);
  if (!rolled) throw subscriptionNotFound(id);
  return rolled;
}

/** The record, read with the request's key check (issue 34: one round trip). */
async function findCheckingKey(
  ports: RollForwardPorts,
  accountId: string,
  id: string,
  keyCheck: DeferredKeyCheck,
): Promise<Subscription | null> {
  const read = await ports.subscriptions.findByIdCheckingKey?.(accountId, id, keyCheck);
  if (read === undefined || !read.keyLive) throw invalidApiKey();
  keyCheck.confirmed = true;
  return read.subscription;
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
