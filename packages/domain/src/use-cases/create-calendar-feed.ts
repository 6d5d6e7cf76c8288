import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import {
  calendarFeedPath,
  generateCalendarFeedToken,
  hashCalendarFeedToken,
} from '../calendar/feed-token.js';
import type { Ports } from '../ports/ports.js';

/**
 * Makes the account's calendar feed link; a new token replaces the old one (the old
 * URL stops working at once). The token is returned this once and stored only as a hash.
 * Audited as `calendar_feed.created`, without the token.
 *
 * @example
 * await createCalendarFeed(ports, ctx); // { feedUrl: '/calendar/3q2-....ics' }
 */
export async function createCalendarFeed(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random'>,
  ctx: WriteContext,
): Promise<{ feedUrl: string }> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    const token = generateCalendarFeedToken(ports.random);
    const createdAt = ports.clock.now().toISOString();
    const replaced = (await tx.calendarFeeds.findByAccount(accountId)) !== null;
    await tx.calendarFeeds.save({ accountId, tokenHash: hashCalendarFeedToken(token), createdAt });
    await appendAuditEntry(ports, tx, ctx, createdAt, {
      action: 'calendar_feed.created',
      resourceType: 'calendar_feed',
      resourceId: accountId,
      changes: { replaced: { from: null, to: replaced } },
    });
    return { feedUrl: calendarFeedPath(token) };
  });
}
