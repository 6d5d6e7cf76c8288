import { DomainError, isDomainError, readCalendarFeed } from '@subtrack/domain';
import { TextStream } from '../text-stream.js';
import { BodyCache } from './body-cache.js';
import type { PublicCall, PublicRoute, RouteReply } from './route.js';

const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
// About 16 MB of feed text: the feeds of 10,000 renewals or more, a few accounts' worth.
const FEED_CACHE_CHARS = 16 * 1024 * 1024;

// D21 per address: a blocked address gets 429 before its token is looked at, so the
// block cannot tell a valid token from an invalid one.
async function blockedReply(call: PublicCall, nowMs: number): Promise<RouteReply | null> {
  const block = await call.throttle.check(call.clientAddress, nowMs);
  if (!block.blocked) return null;
  const error = new DomainError(
    'rate_limit_exceeded',
    'Too many requests with unknown calendar feed addresses from this address; it is blocked for a while.',
    {
      suggestedFix: `Check the feed address, then retry after ${block.retryAfterSeconds} seconds.`,
    },
  );
  return {
    status: 429,
    headers: { 'Retry-After': String(block.retryAfterSeconds) },
    body: { error: error.toJSON() },
  };
}

/**
 * `GET /calendar/{token}.ics`, the account's iCalendar feed. No `Authorization`
 * (calendar apps cannot send one): the token is the secret. An unknown or revoked token is
 * 404 and counts as a failed attempt of the client's address. `ETag` and
 * `If-None-Match` give 304 when nothing changed.
 */
async function serveFeed(call: PublicCall): Promise<RouteReply> {
  const nowMs = call.ports.clock.now().getTime();
  const blocked = await blockedReply(call, nowMs);
  if (blocked) return blocked;
  let feed: Awaited<ReturnType<typeof readCalendarFeed>>;
  try {
    feed = await readCalendarFeed(call.ports, call.params.token ?? '');
  } catch (error) {
    if (isDomainError(error) && error.code === 'not_found') {
      await call.throttle.recordFailure(call.clientAddress, nowMs);
    }
    throw error;
  }
  // Calendar apps may keep the feed, but must ask again before using it.
  const headers = { ETag: feed.etag, 'Cache-Control': 'private, no-cache' };
  const sent = call.headers['if-none-match'] ?? '';
  if (sent.split(',').some((tag) => tag.trim() === feed.etag || tag.trim() === '*')) {
    return { status: 304, headers, body: '' };
  }
  // D48: rendered piece by piece as the client takes it, and kept (in those pieces) for the
  // next fetch with the same tag.
  const bodies = feedBodiesOf(call.ports);
  const pieces = bodies.get(feed.etag) ?? bodies.keepWhilePassing(feed.etag, feed.chunks());
  return { headers, body: new TextStream(pieces), contentType: ICS_CONTENT_TYPE };
}

// The ETag names everything a feed is made of, so a body rendered once serves every fetch
// with that tag: calendar apps that do not send If-None-Match poll the same feed for hours.
// One small cache per server (per set of ports), so tests' servers never share bodies.
const feedBodyCaches = new WeakMap<PublicCall['ports'], BodyCache>();
const feedBodiesOf = (ports: PublicCall['ports']): BodyCache => {
  let cache = feedBodyCaches.get(ports);
  if (cache === undefined) {
    cache = new BodyCache(FEED_CACHE_CHARS);
    feedBodyCaches.set(ports, cache);
  }
  return cache;
};

/** The calendar feed, outside `/api/v1` (no key, no quota). */
export const calendarFeedRoutes: PublicRoute[] = [
  {
    kind: 'public',
    method: 'GET',
    path: '/calendar/{token}.ics',
    doc: {
      operationId: 'getCalendarFeed',
      tag: 'Data',
      summary: 'Calendar feed (iCalendar)',
      description:
        "The account's renewals as an iCalendar (RFC 5545) feed for calendar apps, which cannot send a key: the token in the path is the secret (made with `subtrack calendar-feed create`). One all-day event per renewal of every active subscription in the next 12 months and per trial end, none after a subscription's endsOn; for a subscription with a notice period, a \"Cancel by\" event on each cancel-by date in that window (the renewal date minus noticeDays), saying which renewal cancelling by then avoids; UIDs stay the same across fetches; when reminders are enabled, every event has an alarm at each of its subscription's remindDaysBefore (else the account's daysBefore). Send the ETag back in If-None-Match to get 304. An unknown or revoked token is 404 and counts toward the per-address throttling of invalid keys.",
      path: { token: { description: 'The feed token.', schema: { type: 'string' } } },
      success: {
        description: 'The feed.',
        content: {
          'text/calendar': { schema: { type: 'string' } },
        },
        headers: ['ETag'],
      },
      errors: ['not_found', 'rate_limit_exceeded'],
    },
    handle: serveFeed,
  },
];
