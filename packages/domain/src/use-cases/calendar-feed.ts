import { createHash } from 'node:crypto';
import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { feedEventsFold } from '../calendar/feed-events.js';
import {
  calendarFeedPath,
  generateCalendarFeedToken,
  hashCalendarFeedToken,
} from '../calendar/feed-token.js';
import { renderIcs } from '../calendar/render-ics.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import { appendAuditEntry } from './audit-entry.js';
import type { WriteContext } from './context.js';
import { rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/**
 * D34: makes the account's calendar feed link; a new token replaces the old one (the old
 * URL stops working at once). The token is returned this once and stored only as a hash.
 * Audited as `calendar_feed.created` (D30), without the token.
 *
 * @example
 * await createCalendarFeed(ports, ctx); // { feedUrl: '/calendar/3q2-....ics' }
 */
export async function createCalendarFeed(
  ports: Ports,
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

/**
 * D34: revokes the account's calendar feed link (its URL answers 404 from now on).
 * Returns whether there was one; audited as `calendar_feed.revoked` when there was.
 */
export async function revokeCalendarFeed(ports: Ports, ctx: WriteContext): Promise<boolean> {
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

/**
 * D34: whether the account has a calendar feed link now (the owner's page offers to revoke
 * it only then). Says nothing of the token, which is kept only as a hash.
 */
export async function hasCalendarFeed(ports: Ports, accountId: string): Promise<boolean> {
  return (await ports.calendarFeeds.findByAccount(accountId)) !== null;
}

/** The feed of one account, ready to send. */
export interface CalendarFeedDocument {
  /**
   * A strong ETag (quoted) of everything the body is made of, known before the body is
   * rendered: a client whose copy is current gets its 304 without the render.
   */
  etag: string;
  /** The iCalendar body, read and rendered on the first call (later calls answer the same). */
  body(): Promise<string>;
}

// Bumped whenever the rendering changes, so a client's old copy is not taken as current.
const FEED_FORMAT = '2';

/**
 * D34: the iCalendar document behind a feed token: every renewal of the next 12 months
 * and every trial end, with alarms at `daysBefore` when reminders are enabled. An unknown
 * or revoked token is `not_found`. The ETag hashes what decides the body (the day, the
 * alarm setting, the calendar's name and each subscription's id and version, which every
 * stored change, a roll-forward included, increments), so it is cheap to compute and a
 * cache of bodies can be keyed by it.
 */
export async function readCalendarFeed(ports: Ports, token: string): Promise<CalendarFeedDocument> {
  const feed = await ports.calendarFeeds.findByTokenHash(hashCalendarFeedToken(token));
  if (feed === null) {
    throw new DomainError('not_found', 'No calendar feed has this address.', {
      suggestedFix: 'Create a new feed link and subscribe to that address.',
    });
  }
  const { accountId } = feed;
  await rollForwardAccount(ports, accountId);
  const settings = await ports.notificationSettings.get(accountId);
  const window = {
    today: await todayForAccount(ports, accountId),
    alarmDaysBefore: settings?.enabled ? settings.daysBefore : null,
  };
  const name = `subtrack: ${(await ports.accounts.findById(accountId))?.name ?? 'renewals'}`;
  const hash = createHash('sha256').update(
    JSON.stringify([FEED_FORMAT, accountId, window.today, window.alarmDaysBefore, name]),
  );
  // Sorted: the store lists in no particular order, and the tag must not depend on it.
  const versions = (await ports.subscriptions.listVersions(accountId)).map(
    (v) => `${v.id}.${v.version}`,
  );
  for (const version of versions.sort()) hash.update(`\n${version}`);
  let ics: Promise<string> | undefined;
  return {
    etag: `"${hash.digest('base64url').slice(0, 32)}"`,
    // Read when first asked for, in the same request: the tag above names what it reads.
    body: () => {
      ics ??= foldSubscriptionsAsync(
        ports.subscriptions.iterateAll(accountId),
        feedEventsFold(window),
      ).then((events) => renderIcs(name, events));
      return ics;
    },
  };
}
