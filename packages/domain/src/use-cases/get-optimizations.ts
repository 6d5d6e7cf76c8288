import { type Optimizations, optimizationsFold } from '../analytics/optimizations.js';
import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { pacerOf } from '../pacing/unpaced.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';

/** Monthly-to-annual candidates and above-average subscriptions of the account. */
export async function getOptimizations(
  ports: RollForwardPorts,
  accountId: string,
): Promise<Optimizations> {
  await rollForwardAccount(ports, accountId);
  return foldSubscriptionsAsync(
    ports.subscriptions.iterateAll(accountId),
    optimizationsFold(),
    pacerOf(ports),
  );
}
