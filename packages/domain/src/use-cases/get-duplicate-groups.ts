import { type DuplicateGroup, duplicateGroupsFold } from '../analytics/duplicates.js';
import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { pacerOf } from '../pacing/unpaced.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';

/** The account's non-cancelled subscriptions grouped by normalised name. */
export async function getDuplicateGroups(
  ports: RollForwardPorts,
  accountId: string,
): Promise<DuplicateGroup[]> {
  await rollForwardAccount(ports, accountId);
  return foldSubscriptionsAsync(
    ports.subscriptions.iterateAll(accountId),
    duplicateGroupsFold(),
    pacerOf(ports),
  );
}
