import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import { recordPayments } from '../payments/record-payments.js';
import type { Ports } from '../ports/ports.js';
import { toSubscriptionResource } from '../subscriptions/present.js';
import { planSubscriptionPatch } from '../subscriptions/resolve-subscription.js';
import { rollStaleSubscriptions } from '../subscriptions/roll-stale-subscriptions.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { SubscriptionPatchInput } from '../subscriptions/subscription-input.js';
import { subscriptionNotFound } from '../subscriptions/subscription-not-found.js';
import { todayForAccount } from './today-for-account.js';

/**
 * Applies a validated PATCH and records `subscription.updated` with the
 * changed fields of the API form, in one transaction with the payments it passes (
 * D25). The account's stale dates roll first, so a new price applies from the next
 * renewal on and never rewrites an earlier payment.
 */
export async function updateSubscription(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'pacer' | 'notificationSettings'>,
  ctx: WriteContext,
  id: string,
  patch: SubscriptionPatchInput,
): Promise<Subscription> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    const now = ports.clock.now().toISOString();
    const today = await todayForAccount(ports, accountId, tx);
    // D6: roll first, so the audit's `from` is the date a GET showed, not a stale one, and
    // the dates passed are paid at the price in force then (D40).
    await rollStaleSubscriptions(ports, tx, accountId, today);
    const before = await tx.subscriptions.findById(accountId, id);
    if (!before) throw subscriptionNotFound(id);
    const { subscription: after, payments } = planSubscriptionPatch(before, patch, { now, today });
    await tx.subscriptions.update(after);
    await recordPayments(ports, tx, { accountId, subscriptionId: id, now }, payments);
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
