import { UNPACED } from '../pacing/unpaced.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { WorkPacer } from '../ports/work-pacer.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { rollForward } from './billing-dates.js';

/**
 * D6: advances every active subscription of the account whose date has passed and stores
 * the new date, so list filters, sorting and analytics agree. Call it inside a
 * transaction, with its `tx` ports (D43). `updatedAt` stays: a roll is derived from the
 * billing rule, not a write by the owner, and it writes no audit record (D18 records API
 * writes only). D48: after a long pause of the server most of an account can be stale;
 * the updates pause as `pacer` says.
 */
export async function rollStaleSubscriptions(
  tx: StoragePorts,
  accountId: string,
  today: CalendarDate,
  pacer: WorkPacer = UNPACED,
): Promise<number> {
  const stale = await tx.subscriptions.listActiveDueBefore(accountId, today);
  for (const subscription of stale) {
    if (pacer.due()) await pacer.pause();
    const nextPaymentDate = rollForward(subscription.nextPaymentDate, subscription, today);
    // D32: the representation changed, so its ETag must too.
    await tx.subscriptions.update({
      ...subscription,
      nextPaymentDate,
      version: subscription.version + 1,
    });
  }
  return stale.length;
}
