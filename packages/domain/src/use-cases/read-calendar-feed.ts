import { createHash } from 'node:crypto';
import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { feedEventsInOrderFold } from '../calendar/feed-events.js';
import { hashCalendarFeedToken } from '../calendar/feed-token.js';
import { renderIcsChunks } from '../calendar/render-ics.js';
import { pacedChunks } from '../pacing/paced-chunks.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/** The feed of one account, ready to send. */
export interface CalendarFeedDocument {
  /**
   * A strong ETag (quoted) of everything the body is made of, known before the body is
   * rendered: a client whose copy is current gets its 304 without the render.
   */
  etag: string;
  /**
   * The iCalendar body in pieces of about 64 KiB: the account is read (in pages) when
   * the first piece is asked for, and each piece is rendered when it is asked for, pausing
   * between pieces as `ports.pacer` says. Write each piece to the client as it takes it:
   * the whole text is never held, nor the thread for long. Each call reads afresh.
   */
  chunks(): AsyncIterable<string>;
  /** The whole iCalendar body (`chunks()` joined), read on the first call; later calls answer the same. */
  body(): Promise<string>;
}

// Bumped whenever the rendering changes, so a client's old copy is not taken as current.
const FEED_FORMAT = '3';

/**
 * The iCalendar document behind a feed token: every renewal of the next 12 months
 * and every trial end, with alarms at each subscription's reminder days (its own, else the
 * account's `daysBefore`) when reminders are enabled. An unknown
 * or revoked token is `not_found`. The ETag hashes what decides the body (the day, the
 * alarm setting, the calendar's name and each subscription's id and version, which every
 * stored change, a roll-forward included, increments), so it is cheap to compute and a
 * cache of bodies can be keyed by it.
 */
export async function readCalendarFeed(
  ports: RollForwardPorts & Pick<Ports, 'accounts' | 'calendarFeeds'>,
  token: string,
): Promise<CalendarFeedDocument> {
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
  const pacer = pacerOf(ports);
  // Read when first asked for, in the same request: the tag above names what it reads.
  async function* chunks(): AsyncGenerator<string, void, undefined> {
    const events = await foldSubscriptionsAsync(
      ports.subscriptions.iterateAll(accountId),
      feedEventsInOrderFold(window),
      pacer,
    );
    yield* pacedChunks(renderIcsChunks(name, events), pacer);
  }
  let ics: Promise<string> | undefined;
  return {
    etag: `"${hash.digest('base64url').slice(0, 32)}"`,
    chunks,
    body: () => {
      ics ??= (async () => {
        let text = '';
        for await (const chunk of chunks()) text += chunk;
        return text;
      })();
      return ics;
    },
  };
}
