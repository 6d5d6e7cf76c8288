import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';

/**
 * Revokes the account's calendar feed link (its URL answers 404 from now on).
 * Returns whether there was one; audited as `calendar_feed.revoked` when there was.
 */
export async function revokeCalendarFeed(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
): Promise<boolean> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.calendarFeeds.delete(accountId))) return false;
    await appendAuditEntry(ports, tx, ctx, ports.clock.now().toISOString(), {
      action: 'calendar_feed.revoked',
      resourceType: 'calendar_feed',
      resourceId: accountId,
      changes: null,
    });
    return true;
  });
}
