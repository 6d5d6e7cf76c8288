import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import { systemWriteContext } from '../audit/write-context.js';
import { pacerOf } from '../pacing/unpaced.js';
import { type Payment, toPayments } from '../payments/payment.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { toSubscriptionResource } from './present.js';
import { rollSubscription } from './roll-subscription.js';

/**
 * How many stale records one roll transaction moves. A day's renewals of a large
 * account (100k records) then roll in short transactions, with other requests between
 * them, instead of one that holds the store for seconds.
 */
export const ROLL_BATCH_SIZE = 500;

/**
 * Advances active subscriptions of the account whose date has passed (all of
 * them, or the first `limit`) and stores the new date, so list filters, sorting and
 * analytics agree; every renewal date passed becomes a `renewal` payment, written here with
 * the roll (a retry or a second process cannot double it: one payment per subscription and
 * date). A subscription the roll would take past its `endsOn` becomes `cancelled`, with a
 * `subscription.updated` audit record by the `system` actor. Call it inside a transaction,
 * with its `tx` ports. A plain roll keeps `updatedAt` and writes no audit record (no
 * client asked for it). After a long pause of the server most of an account can be
 * stale; the updates pause as the ports' pacer says. Answers how many records moved.
 */
export async function rollStaleSubscriptions(
  ports: Pick<Ports, 'clock' | 'ids' | 'pacer'>,
  tx: StoragePorts,
  accountId: string,
  today: CalendarDate,
  limit?: number,
): Promise<number> {
  const stale = await tx.subscriptions.listActiveDueBefore(accountId, today, limit);
  if (stale.length === 0) return 0;
  const pacer = pacerOf(ports);
  const now = ports.clock.now().toISOString();
  const newId = () => ports.ids.newId();
  const payments: Payment[] = [];
  let system: ReturnType<typeof systemWriteContext> | undefined;
  for (const before of stale) {
    if (pacer.due()) await pacer.pause();
    const roll = rollSubscription(before, { today, now });
    // D32: the representation changed, so its ETag must too (the roll bumped `version`).
    await tx.subscriptions.update(roll.subscription);
    payments.push(
      ...toPayments(roll.payments, { accountId, subscriptionId: before.id, now, newId }),
    );
    if (!roll.ended) continue;
    // One request id for everything this pass ended, so its records read as one event.
    system ??= systemWriteContext(accountId, newId());
    await appendAuditEntry(ports, tx, system, now, {
      action: 'subscription.updated',
      resourceType: 'subscription',
      resourceId: before.id,
      changes: diffResources(
        { ...toSubscriptionResource(before) },
        { ...toSubscriptionResource(roll.subscription) },
      ),
    });
  }
  if (payments.length > 0) await tx.payments.insertMany(payments);
  return stale.length;
}
