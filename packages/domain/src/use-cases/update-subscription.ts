import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import { toSubscriptionResource } from '../subscriptions/present.js';
import { applySubscriptionPatch } from '../subscriptions/resolve-subscription.js';
import { rollStaleSubscriptions } from '../subscriptions/roll-stale-subscriptions.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { SubscriptionPatchInput } from '../subscriptions/subscription-input.js';
import { subscriptionNotFound } from '../subscriptions/subscription-not-found.js';
import { todayForAccount } from './today-for-account.js';

/**
 * Applies a validated PATCH (D3-D9) and records `subscription.updated` with the changed
 * fields of the API form, in one transaction (D18, D25).
 */
export async function updateSubscription(
  ports: Ports,
  ctx: WriteContext,
  id: string,
  patch: SubscriptionPatchInput,
): Promise<Subscription> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    const now = ports.clock.now().toISOString();
    const today = await todayForAccount(ports, accountId, tx);
    // D6: roll first, so the audit's `from` is the date a GET showed, not a stale one.
    await rollStaleSubscriptions(tx, accountId, today);
    const before = await tx.subscriptions.findById(accountId, id);
    if (!before) throw subscriptionNotFound(id);
    const after = applySubscriptionPatch(before, patch, { now, today });
    await tx.subscriptions.update(after);
    await appendAuditEntry(ports, tx, ctx, now, {
      action: 'subscription.updated',
      resourceType: 'subscription',
      resourceId: id,
      changes: diffResources(
        { ...toSubscriptionResource(before) },
        { ...toSubscriptionResource(after) },
      ),
    });
    return after;
  });
}
