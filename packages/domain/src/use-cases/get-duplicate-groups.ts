import { type DuplicateGroup, findDuplicateGroups } from '../analytics/duplicates.js';
import type { Ports } from '../ports/ports.js';
import { rollForwardAccount } from './roll-forward-account.js';

/** D15: the account's non-cancelled subscriptions grouped by normalised name. */
export function getDuplicateGroups(ports: Ports, accountId: string): DuplicateGroup[] {
  rollForwardAccount(ports, accountId);
  return findDuplicateGroups(ports.subscriptions.iterateAll(accountId));
}
