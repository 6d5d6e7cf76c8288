import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { type SpendSummary, spendSummaryFold } from '../analytics/summary.js';
import { pacerOf } from '../pacing/unpaced.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/**
 * The account's spend summary over the next `horizonDays` days, after rolling stale
 * dates forward so upcoming renewals never start before today.
 *
 * @example
 * const summary = await getSpendSummary(ports, accountId, { horizonDays: 30 });
 */
export async function getSpendSummary(
  ports: RollForwardPorts,
  accountId: string,
  options: { horizonDays: number },
): Promise<SpendSummary> {
  await rollForwardAccount(ports, accountId);
  const fold = spendSummaryFold({
    today: await todayForAccount(ports, accountId),
    horizonDays: options.horizonDays,
    asOf: ports.clock.now().toISOString(),
  });
  return foldSubscriptionsAsync(ports.subscriptions.iterateAll(accountId), fold, pacerOf(ports));
}
