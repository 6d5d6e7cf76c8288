import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import type { PaymentPatchInput } from '../payments/parse-payment-request.js';
import type { Payment } from '../payments/payment.js';
import { paymentNotFound } from '../payments/payment-not-found.js';
import { toPaymentResource } from '../payments/present.js';
import type { Ports } from '../ports/ports.js';
import { subscriptionNotFound } from '../subscriptions/subscription-not-found.js';

/**
 * Changes a payment's amount (a variable bill) and/or status (a skipped month) and
 * records `payment.updated` with the changed fields, in one transaction. The
 * subscription must be the caller's (`subscription_not_found`) and the payment one of its
 * own (`payment_not_found`). The subscription itself does not change.
 *
 * @example
 * await updatePayment(ports, ctx, subscriptionId, paymentId, { status: 'skipped' });
 */
export async function updatePayment(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  subscriptionId: string,
  paymentId: string,
  patch: PaymentPatchInput,
): Promise<Payment> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    if ((await tx.subscriptions.findById(accountId, subscriptionId)) === null) {
      throw subscriptionNotFound(subscriptionId);
    }
    const before = await tx.payments.findById(accountId, subscriptionId, paymentId);
    if (before === null) throw paymentNotFound(subscriptionId, paymentId);
    const now = ports.clock.now().toISOString();
    const after: Payment = {
      ...before,
      amountMinor: patch.amountMinor ?? before.amountMinor,
      status: patch.status ?? before.status,
      updatedAt: now,
    };
    await tx.payments.update(after);
    await appendAuditEntry(ports, tx, ctx, now, {
      action: 'payment.updated',
      resourceType: 'payment',
      resourceId: paymentId,
      changes: diffResources({ ...toPaymentResource(before) }, { ...toPaymentResource(after) }),
    });
    return after;
  });
}
