import type { SubscriptionExport } from '../data-io/subscription-export.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import { toSubscriptionResource } from '../subscriptions/present.js';
import type { Subscription, SubscriptionResource } from '../subscriptions/subscription.js';
import { rollForwardAccount } from './roll-forward-account.js';

/**
 * D33: every subscription of the account, any status, as the API shows them (stale dates
 * rolled forward first, D6), oldest first so two exports of the same data compare equal.
 * D48: read in pages and presented in slices, pausing as `ports.pacer` says.
 *
 * @example
 * const data = await exportSubscriptions(ports, accountId); // { format: 'subtrack-export', version: 1, ... }
 */
export async function exportSubscriptions(
  ports: Ports,
  accountId: string,
): Promise<SubscriptionExport> {
  await rollForwardAccount(ports, accountId);
  const pacer = pacerOf(ports);
  const records: Subscription[] = [];
  for await (const record of ports.subscriptions.iterateAll(accountId)) {
    records.push(record);
    if (pacer.due()) await pacer.pause();
  }
  records.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  );
  const subscriptions: SubscriptionResource[] = [];
  for (const record of records) {
    subscriptions.push(toSubscriptionResource(record));
    if (pacer.due()) await pacer.pause();
  }
  return {
    format: 'subtrack-export',
    version: 1,
    exportedAt: ports.clock.now().toISOString(),
    subscriptions,
  };
}
