import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashCalendarFeedToken } from '../calendar/feed-token.js';
import { aSubscription, someNotificationSettings } from '../testing/builders.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { createCalendarFeed } from './create-calendar-feed.js';
import { hasCalendarFeed } from './has-calendar-feed.js';
import { readCalendarFeed } from './read-calendar-feed.js';
import { revokeCalendarFeed } from './revoke-calendar-feed.js';

const all = { limit: 100, offset: 0, filters: {} };
const tokenOf = (feedUrl: string) => /^\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(feedUrl)?.[1];

describe('calendar feed use cases', () => {
  it('creates a feed URL whose token is stored only as its hash, audited without it', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    const { feedUrl } = await createCalendarFeed(ports, ctx);
    const token = tokenOf(feedUrl);
    assert.ok(token);
    const stored = await ports.calendarFeeds.findByAccount(accountId);
    assert.equal(stored?.tokenHash, hashCalendarFeedToken(token));
    const [record] = (await ports.audit.list(accountId, all)).items;
    assert.equal(record?.action, 'calendar_feed.created');
    assert.equal(record?.resourceType, 'calendar_feed');
    assert.equal(JSON.stringify(record).includes(token), false);
  });

  it('replaces the old link with a new one', async () => {
    const { ports, ctx } = await aTestWorld();
    const old = tokenOf((await createCalendarFeed(ports, ctx)).feedUrl)!;
    const fresh = tokenOf((await createCalendarFeed(ports, ctx)).feedUrl)!;
    assert.notEqual(old, fresh);
    await expectDomainRejection(() => readCalendarFeed(ports, old), 'not_found');
    assert.ok((await (await readCalendarFeed(ports, fresh)).body()).startsWith('BEGIN:VCALENDAR'));
  });

  it('revokes the link: the feed is not found afterwards; revoking again reports false', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    const token = tokenOf((await createCalendarFeed(ports, ctx)).feedUrl)!;
    assert.equal(await revokeCalendarFeed(ports, ctx), true);
    await expectDomainRejection(() => readCalendarFeed(ports, token), 'not_found');
    assert.equal(await revokeCalendarFeed(ports, ctx), false);
    const actions = (await ports.audit.list(accountId, all)).items.map((r) => r.action);
    assert.deepEqual(actions.sort(), ['calendar_feed.created', 'calendar_feed.revoked']);
  });

  it('tells whether the account has a feed link: none at first, one once made, none once revoked', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    assert.equal(await hasCalendarFeed(ports, accountId), false);
    await createCalendarFeed(ports, ctx);
    assert.equal(await hasCalendarFeed(ports, accountId), true);
    assert.equal(await hasCalendarFeed(ports, 'another-account'), false);
    await revokeCalendarFeed(ports, ctx);
    assert.equal(await hasCalendarFeed(ports, accountId), false);
  });

  it('serves the account’s renewals with alarms when reminders are enabled, and a stable ETag', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await ports.subscriptions.insert(
      aSubscription({ accountId, name: 'Netflix', currency: 'EUR' }),
    );
    await ports.notificationSettings.save(
      someNotificationSettings({ accountId, enabled: true, daysBefore: 3 }),
    );
    const token = tokenOf((await createCalendarFeed(ports, ctx)).feedUrl)!;
    const feed = await readCalendarFeed(ports, token);
    const ics = await feed.body();
    assert.ok(ics.includes('SUMMARY:Netflix 15.99 EUR\r\n'));
    assert.ok(ics.includes('TRIGGER:-P3D'));
    assert.equal(await feed.body(), ics, 'read once, answered again');
    assert.match(feed.etag, /^"[A-Za-z0-9_-]{32}"$/);
    assert.equal((await readCalendarFeed(ports, token)).etag, feed.etag);
    await ports.subscriptions.insert(aSubscription({ accountId, name: 'Spotify' }));
    assert.notEqual((await readCalendarFeed(ports, token)).etag, feed.etag);
  });
});
