import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import { recordPayments } from '../payments/record-payments.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { toSubscriptionResource } from './present.js';
import type { PlannedSubscription } from './resolve-subscription.js';

/**
 * Stores a planned new subscription inside its create's transaction (`tx`): the record, its
 * payments and its `subscription.created` audit record.
 */
export async function storeNewSubscription(
  ports: Pick<Ports, 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  now: string,
  { subscription, payments }: PlannedSubscription,
): Promise<void> {
  await tx.subscriptions.insert(subscription);
  const owner = { accountId: subscription.accountId, subscriptionId: subscription.id, now };
  await recordPayments(ports, tx, owner, payments);
  await appendAuditEntry(ports, tx, ctx, now, {
    action: 'subscription.created',
    resourceType: 'subscription',
    resourceId: subscription.id,
    // D18: `from` is null on create.
    changes: diffResources(null, { ...toSubscriptionResource(subscription) }),
  });
}
