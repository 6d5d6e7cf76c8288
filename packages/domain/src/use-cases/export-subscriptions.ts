import type { SubscriptionExport } from '../data-io/subscription-export.js';
import type { Ports } from '../ports/ports.js';
import { toSubscriptionResource } from '../subscriptions/present.js';
import { rollForwardAccount } from './roll-forward-account.js';

/**
 * D33: every subscription of the account, any status, as the API shows them (stale dates
 * rolled forward first, D6), oldest first so two exports of the same data compare equal.
 *
 * @example
 * const data = await exportSubscriptions(ports, accountId); // { format: 'subtrack-export', version: 1, ... }
 */
export async function exportSubscriptions(
  ports: Ports,
  accountId: string,
): Promise<SubscriptionExport> {
  await rollForwardAccount(ports, accountId);
  const records = await ports.subscriptions.listAll(accountId);
  records.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  );
  return {
    format: 'subtrack-export',
    version: 1,
    exportedAt: ports.clock.now().toISOString(),
    subscriptions: records.map(toSubscriptionResource),
  };
}
