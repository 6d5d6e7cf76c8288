import type { Ports } from '../ports/ports.js';
import { appendAuditEntry } from './audit-entry.js';
import type { WriteContext } from './context.js';
import { subscriptionNotFound } from './subscription-not-found.js';

/**
 * Removes a subscription for good. D19: every earlier audit record about it goes too, and
 * only the `subscription.deleted` record remains, with `changes: null` so no field value
 * of the deleted record survives.
 */
export function deleteSubscription(ports: Ports, ctx: WriteContext, id: string): void {
  const accountId = ctx.accountId;
  ports.unitOfWork.transaction(() => {
    if (!ports.subscriptions.delete(accountId, id)) throw subscriptionNotFound(id);
    ports.audit.deleteForResource(accountId, 'subscription', id);
    appendAuditEntry(ports, ctx, ports.clock.now().toISOString(), {
      action: 'subscription.deleted',
      resourceType: 'subscription',
      resourceId: id,
      changes: null,
    });
  });
}
