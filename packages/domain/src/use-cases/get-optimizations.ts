import { type Optimizations, optimizationsFold } from '../analytics/optimizations.js';
import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import { rollForwardAccount } from './roll-forward-account.js';

/** D14: monthly-to-annual candidates and above-average subscriptions of the account. */
export async function getOptimizations(ports: Ports, accountId: string): Promise<Optimizations> {
  await rollForwardAccount(ports, accountId);
  return foldSubscriptionsAsync(
    ports.subscriptions.iterateAll(accountId),
    optimizationsFold(),
    pacerOf(ports),
  );
}
