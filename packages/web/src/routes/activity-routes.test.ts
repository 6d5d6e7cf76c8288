import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiKeyWriteContext,
  cliWriteContext,
  configureNotifications,
  createApiKey,
  createSubscription,
  parseCreateSubscriptionBody,
  setOwnerEmail,
  webWriteContext,
} from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { textOf } from '../testing/page-text.js';
import { startScreenServer } from '../testing/screen-server.js';
import { registerActivityRoutes } from './activity-routes.js';

const subscriptionBody = (name: string) => parseCreateSubscriptionBody(aSubscriptionBody({ name }));

describe('GET /activity', () => {
  it('says what will appear before anything happened', async (t) => {
    const server = await startScreenServer(t, registerActivityRoutes);
    const page = await server.get('/activity');
    assert.equal(page.status, 200);
    assert.match(page.html, /No activity yet/);
    assert.match(page.html, /<label for="resourceType">Resource type/);
    assert.match(page.html, /<label for="action">Action/);
    assert.match(page.html, /<label for="since">Since/);
    assert.match(page.html, /<label for="until">Until/);
  });

  it('lists writes from every door, newest first, with their actor', async (t) => {
    const server = await startScreenServer(t, registerActivityRoutes);
    const { ports, accountId, clock } = server;
    await createApiKey(ports, cliWriteContext(accountId, 'req-1'), { scope: 'write' });
    clock.advance(60_000);
    const principal = { accountId, apiKeyId: '00000000000000a1', scope: 'write' as const };
    await createSubscription(
      ports,
      apiKeyWriteContext(principal, 'req-2'),
      subscriptionBody('Netflix'),
    );
    clock.advance(60_000);
    // D45: a web write names its member by email; a removed member's, in words.
    const owner = await setOwnerEmail(ports, accountId, 'ada@example.com');
    await configureNotifications(ports, webWriteContext(accountId, 'sess-9', owner.id, 'req-3'), {
      daysBefore: 7,
    });
    await configureNotifications(ports, webWriteContext(accountId, 'sess-8', 'gone', 'req-4'), {
      daysBefore: 3,
    });
    const page = await server.get('/activity');
    const text = textOf(page.html);
    const order = [
      'ada@example.com changed the reminder settings',
      'An API key added Netflix',
      'The command line created an API key',
    ];
    const positions = order.map((words) => text.indexOf(words));
    assert.ok(
      positions.every((p) => p > 0),
      'each write is listed',
    );
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
      'newest first',
    );
    assert.match(text, /A removed member changed the reminder settings/);
    assert.match(page.html, /<a href="\/subscriptions\/[^"]+">Netflix<\/a>/);
    // Who exactly, with the ids, is in each event's details.
    assert.match(page.html, /ada@example.com, web session sess-9/);
    assert.match(page.html, /A removed member, web session sess-8/);
    assert.match(page.html, /API key 00000000000000a1/);
    assert.match(page.html, /<dt>daysBefore<\/dt><dd>7<\/dd>/);
  });

  it('filters by action and by the owner’s days', async (t) => {
    const server = await startScreenServer(t, registerActivityRoutes);
    const { ports, accountId, clock } = server;
    const web = webWriteContext(accountId, 'sess-9', 'member-1', 'req-1');
    await createApiKey(ports, web, { scope: 'read' }); // 2026-11-21
    clock.set('2026-11-23T12:00:00.000Z');
    await configureNotifications(ports, web, { daysBefore: 7 });
    const byAction = await server.get('/activity?action=api_key.created&resourceType=');
    assert.match(textOf(byAction.html), /created an API key/);
    assert.doesNotMatch(textOf(byAction.html), /changed the reminder settings/);
    assert.match(byAction.html, /<option value="api_key.created" selected>/);
    const byDay = await server.get('/activity?since=2026-11-22&until=2026-11-23');
    assert.doesNotMatch(textOf(byDay.html), /created an API key/);
    assert.match(textOf(byDay.html), /changed the reminder settings/);
    const none = await server.get('/activity?until=2026-11-20');
    assert.match(none.html, /No activity matches these filters/);
  });

  it('pages 20 records at a time, keeping the filters', async (t) => {
    const server = await startScreenServer(t, registerActivityRoutes);
    const web = webWriteContext(server.accountId, 'sess-9', 'member-1', 'req-1');
    for (let i = 0; i < 21; i += 1) {
      await configureNotifications(server.ports, web, { daysBefore: i % 2 === 0 ? 7 : 3 });
      server.clock.advance(1000);
    }
    const first = await server.get('/activity?action=notification_settings.updated');
    assert.equal(first.html.match(/class="event-line"/g)?.length, 20);
    assert.match(
      first.html,
      /href="\/activity\?action=notification_settings.updated&amp;offset=20">Older activity/,
    );
    const second = await server.get('/activity?action=notification_settings.updated&offset=20');
    assert.equal(second.html.match(/class="event-line"/g)?.length, 1);
    assert.match(second.html, />Newer activity</);
  });

  it('names a wrong date beside its field with a 400', async (t) => {
    const server = await startScreenServer(t, registerActivityRoutes);
    const page = await server.get('/activity?since=2026-02-30');
    assert.equal(page.status, 400);
    assert.match(page.html, /<a href="#since">Since must be a real date, such as 2026-11-01.<\/a>/);
    assert.match(page.html, /value="2026-02-30"/);
    const offset = await server.get('/activity?offset=-1');
    assert.equal(offset.status, 400);
    assert.match(offset.html, /There is a problem/);
  });
});
