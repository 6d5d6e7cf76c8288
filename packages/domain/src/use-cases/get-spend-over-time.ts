import {
  composeSpendOverTime,
  type SpendOverTime,
  spendProjectionFold,
} from '../analytics/spend-over-time.js';
import { resolveSpendRange, type SpendQuery } from '../analytics/spend-query.js';
import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/**
 * The account's spend per currency and month: what was paid (the store sums the
 * payments per month and currency) and what the active schedules will still renew (one
 * lazy pass over the records). Stale dates roll first, so every renewal already
 * passed is a payment and none is projected twice. A range made too long by one sent bound
 * and one default is `invalid_query`. The pass pauses as `ports.pacer` says, like the
 * other analytics.
 *
 * @example
 * await getSpendOverTime(ports, accountId, parseSpendQuery({ from: '2026-01' }));
 */
export async function getSpendOverTime(
  ports: RollForwardPorts & Pick<Ports, 'payments'>,
  accountId: string,
  query: SpendQuery,
): Promise<SpendOverTime> {
  const range = resolveSpendRange(query, await todayForAccount(ports, accountId));
  await rollForwardAccount(ports, accountId);
  const paid = await ports.payments.paidTotalsByMonth(accountId, range.from, range.to);
  const projected = await foldSubscriptionsAsync(
    ports.subscriptions.iterateAll(accountId),
    spendProjectionFold(range),
    pacerOf(ports),
  );
  return composeSpendOverTime(range, paid, projected);
}
