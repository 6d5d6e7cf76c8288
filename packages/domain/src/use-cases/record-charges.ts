import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import type { RecordChargesInput } from '../payments/parse-charges-body.js';
import { type Payment, toPayments } from '../payments/payment.js';
import { type ChargeOnRenewal, chargesOnRenewals, planCharges } from '../payments/plan-charges.js';
import { toPaymentResource } from '../payments/present.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { subscriptionNotFound } from '../subscriptions/subscription-not-found.js';
import { todayForAccount } from './today-for-account.js';

/** What recording charges did: the payments of the charges as now stored, oldest first, and counts. */
export interface RecordedCharges {
  payments: Payment[];
  created: number;
  updated: number;
  unchanged: number;
}

const PAGE = 1_000;

const audit = (
  ports: Pick<Ports, 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  now: string,
  action: 'payment.recorded' | 'payment.updated',
  before: Payment | null,
  after: Payment,
) =>
  appendAuditEntry(ports, tx, ctx, now, {
    action,
    resourceType: 'payment',
    resourceId: after.id,
    changes: diffResources(before && { ...toPaymentResource(before) }, {
      ...toPaymentResource(after),
    }),
  });

// The stored payments of the charges' renewals, by date (one range of the subscription's).
async function paymentsOn(
  tx: StoragePorts,
  accountId: string,
  subscriptionId: string,
  charges: readonly ChargeOnRenewal[],
): Promise<Map<CalendarDate, Payment>> {
  const dates = new Set(charges.map((charge) => charge.dueOn));
  const filters = { from: charges[0]!.dueOn, to: charges[charges.length - 1]!.dueOn };
  const found = new Map<CalendarDate, Payment>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await tx.payments.listForSubscription(accountId, subscriptionId, {
      limit: PAGE,
      offset,
      filters,
    });
    for (const payment of page.items)
      if (dates.has(payment.dueOn)) found.set(payment.dueOn, payment);
    if (!page.hasMore) return found;
  }
}

/**
 * Records charges (from a bank statement, or by hand) as paid payments of one
 * subscription at their real amounts: each charge counts for the renewal it paid (a date
 * a few days off one counts for it); a renewal without a payment gets a new one
 * (`payment.recorded`), one with a payment has it updated to the charge
 * (`payment.updated`), never doubled, and one that holds the charge already is left as it
 * is, so the same request twice changes nothing the second time. One transaction: a charge
 * that is refused (`invalid_payment` naming it) records nothing. The subscription must be
 * the caller's (`subscription_not_found`); it does not change.
 *
 * @example
 * await recordCharges(ports, ctx, subscriptionId, parseRecordChargesBody(body));
 */
export async function recordCharges(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'notificationSettings'>,
  ctx: WriteContext,
  subscriptionId: string,
  input: RecordChargesInput,
): Promise<RecordedCharges> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    const subscription = await tx.subscriptions.findById(accountId, subscriptionId);
    if (subscription === null) throw subscriptionNotFound(subscriptionId);
    const today = await todayForAccount(ports, accountId, tx);
    const charges = chargesOnRenewals(subscription, input.payments, today);
    const recorded = await paymentsOn(tx, accountId, subscriptionId, charges);
    const now = ports.clock.now().toISOString();
    const plan = planCharges(subscription, charges, recorded, { source: input.source, now });
    const created = toPayments(plan.create, {
      accountId,
      subscriptionId,
      now,
      newId: () => ports.ids.newId(),
    });
    const stored = new Map(recorded);
    const result = { created: 0, updated: 0, unchanged: plan.unchanged.length };
    // Another process may have stored a payment of one of these dates meanwhile (its insert
    // wins): that one is then treated like a payment found before.
    const raced =
      (await tx.payments.insertMany(created)) < created.length
        ? await paymentsOn(tx, accountId, subscriptionId, charges)
        : new Map<CalendarDate, Payment>();
    for (const payment of created) {
      const winner = raced.get(payment.dueOn) ?? payment;
      stored.set(payment.dueOn, winner);
      if (winner.id === payment.id) {
        result.created += 1;
        await audit(ports, tx, ctx, now, 'payment.recorded', null, payment);
        continue;
      }
      const again = planCharges(subscription, [payment], raced, { source: input.source, now });
      plan.update.push(...again.update);
      result.unchanged += again.unchanged.length;
    }
    for (const { before, after } of plan.update) {
      await tx.payments.update(after);
      stored.set(after.dueOn, after);
      result.updated += 1;
      await audit(ports, tx, ctx, now, 'payment.updated', before, after);
    }
    return { payments: charges.map((charge) => stored.get(charge.dueOn)!), ...result };
  });
}
