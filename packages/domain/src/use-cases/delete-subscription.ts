import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import { subscriptionNotFound } from '../subscriptions/subscription-not-found.js';

/**
 * Removes a subscription, its payments and its logo for good. Every earlier audit record
 * about it, and about its payments, goes too, and only the `subscription.deleted` record
 * remains, with `changes: null` so no field value of the deleted record survives.
 */
export async function deleteSubscription(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  id: string,
): Promise<void> {
  const accountId = ctx.accountId;
  await ports.unitOfWork.transaction(async (tx) => {
    const paymentIds = await tx.payments.deleteForSubscription(accountId, id);
    if (!(await tx.subscriptions.delete(accountId, id))) throw subscriptionNotFound(id);
    await tx.logos.delete(accountId, id);
    await tx.audit.deleteForResource(accountId, 'subscription', id);
    if (paymentIds.length > 0) await tx.audit.deleteForResources(accountId, 'payment', paymentIds);
    await appendAuditEntry(ports, tx, ctx, ports.clock.now().toISOString(), {
      action: 'subscription.deleted',
      resourceType: 'subscription',
      resourceId: id,
      changes: null,
    });
  });
}
