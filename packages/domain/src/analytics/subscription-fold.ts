import { UNPACED } from '../pacing/unpaced.js';
import type { WorkPacer } from '../ports/work-pacer.js';
import type { Subscription } from '../subscriptions/subscription.js';

/**
 * A computation over an account's subscriptions in one pass (issue 7): `add` each record
 * once, in any order, then read `result()` once. It keeps only what its answer needs, so
 * the records are garbage as soon as they are added; the same fold runs over an array or
 * over a store's lazy read (`iterateAll` is asynchronous, the rule is not).
 */
export interface SubscriptionFold<T> {
  add(subscription: Subscription): void;
  result(): T;
}

/**
 * Runs `fold` over `subscriptions`, read once.
 *
 * @example
 * foldSubscriptions(records, spendSummaryFold({ today, horizonDays: 30, asOf }));
 */
export function foldSubscriptions<T>(
  subscriptions: Iterable<Subscription>,
  fold: SubscriptionFold<T>,
): T {
  for (const subscription of subscriptions) fold.add(subscription);
  return fold.result();
}

/**
 * Runs `fold` over an asynchronous read of the records, such as a store's `iterateAll`,
 * pausing between records when `pacer` says so.
 *
 * @example
 * await foldSubscriptionsAsync(ports.subscriptions.iterateAll(accountId), duplicateGroupsFold());
 */
export async function foldSubscriptionsAsync<T>(
  subscriptions: AsyncIterable<Subscription>,
  fold: SubscriptionFold<T>,
  pacer: WorkPacer = UNPACED,
): Promise<T> {
  for await (const subscription of subscriptions) {
    fold.add(subscription);
    if (pacer.due()) await pacer.pause();
  }
  return fold.result();
}
