import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, configureNotifications, revokeCalendarFeed } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import ICAL from 'ical.js';
import { feedPathOf, startDataIoServer } from '../testing/data-io-server.js';
import { checkedResponses, expectStatus } from '../testing/openapi/live-test-client.js';
import type { TestServer } from '../testing/test-server.js';

const FEED = '/calendar/{token}.ics';

// RFC 5545 3.1 and 3.3.11, checked line by line, independently of the writer.
function lineViolations(ics: string): string[] {
  const problems: string[] = [];
  if (!ics.endsWith('\r\n')) problems.push('does not end with CRLF');
  if (/[^\r]\n|\r[^\n]/.test(ics)) problems.push('a bare LF or CR');
  const lines = ics.slice(0, -2).split('\r\n');
  lines.forEach((line, index) => {
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`line ${index + 1} over 75 octets`);
    const unfoldedStart = /^(SUMMARY|DESCRIPTION|X-WR-CALNAME):/.exec(line);
    if (unfoldedStart) {
      let value = line.slice(unfoldedStart[0].length);
      for (let next = index + 1; lines[next]?.startsWith(' '); next++)
        value += lines[next]!.slice(1);
      // Every ; , and \ in TEXT is escaped; \n is the only other escape.
      if (/(^|[^\\])(\\\\)*[;,]/.test(value)) problems.push(`line ${index + 1} unescaped ; or ,`);
      if (/(^|[^\\])(\\\\)*\\[^\\;,nN]/.test(value)) problems.push(`line ${index + 1} bad escape`);
    }
  });
  return problems;
}

async function withSubscriptions(s: TestServer): Promise<void> {
  const bodies = [
    aSubscriptionBody({
      name: 'Spotify; Family, Duo \\ 📺',
      currency: 'EUR',
      amount: 17.99,
      nextPaymentDate: '2026-12-31',
    }),
    aSubscriptionBody({ name: `Long ${'é'.repeat(60)}`, period: 'yearly' }),
    aSubscriptionBody({ name: 'Trial', isTrial: true, trialEndsOn: '2026-12-01' }),
    aSubscriptionBody({ name: 'Paused', status: 'paused' }),
  ];
  for (const body of bodies)
    await s.request('POST', '/api/v1/subscriptions', { key: s.writeKey, body });
}

describe('GET /calendar/{token}.ics', () => {
  it('serves every renewal of the next 12 months and trial ends, readable by ical.js', async (t) => {
    const s = await startDataIoServer(t);
    await withSubscriptions(s);
    await configureNotifications(s.ports, cliWriteContext(s.accountId, 'req'), {
      enabled: true,
      daysBefore: 7,
    });
    const path = await feedPathOf(s);
    const feed = await expectStatus(s, 200, 'GET', FEED, path);
    assert.match(feed.headers.get('content-type') ?? '', /^text\/calendar; charset=utf-8/);
    assert.deepEqual(lineViolations(feed.text), []);

    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const spotify = events.filter((e) => e.summary.startsWith('Spotify'));
    assert.equal(spotify[0]?.summary, 'Spotify; Family, Duo \\ 📺 17.99 EUR');
    const dates = spotify.map((e) => e.startDate.toString());
    assert.ok(dates.includes('2027-02-28') && dates.includes('2027-03-31'));
    assert.ok(spotify.every((e) => e.startDate.isDate));
    assert.match(spotify[0]?.uid ?? '', /^[0-9a-f-]{36}-2026-12-31@subtrack$/);
    assert.equal(events.filter((e) => e.summary.startsWith('Long')).length, 1);
    assert.ok(events.some((e) => e.summary === 'Trial trial ends'));
    assert.equal(
      events.some((e) => e.summary.startsWith('Paused')),
      false,
    );
    const alarm = calendar.getFirstSubcomponent('vevent')?.getFirstSubcomponent('valarm');
    assert.equal(alarm?.getFirstPropertyValue('trigger')?.toString(), '-P7D');

    const again = await s.request('GET', path);
    assert.equal(again.text, feed.text, 'UIDs and text stay the same across fetches');
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once a subscription changes', async (t) => {
    const s = await startDataIoServer(t);
    await withSubscriptions(s);
    const path = await feedPathOf(s);
    const first = await s.request('GET', path);
    const etag = first.headers.get('etag')!;
    const unchanged = await expectStatus(s, 304, 'GET', FEED, path, {
      headers: { 'If-None-Match': etag },
    });
    assert.equal(unchanged.text, '');
    await s.request('POST', '/api/v1/subscriptions', {
      key: s.writeKey,
      body: aSubscriptionBody({ name: 'New' }),
    });
    const changed = await expectStatus(s, 200, 'GET', FEED, path, {
      headers: { 'If-None-Match': etag },
    });
    assert.notEqual(changed.headers.get('etag'), etag);
  });

  it('serves a fresh body, never a kept one, once a name, a date or the reminder setting changes', async (t) => {
    const s = await startDataIoServer(t);
    const created = await s.request('POST', '/api/v1/subscriptions', {
      key: s.writeKey,
      body: aSubscriptionBody({ name: 'Before', nextPaymentDate: '2026-12-10' }),
    });
    const id = (created.json.data as { id: string }).id;
    const path = await feedPathOf(s);
    assert.match((await s.request('GET', path)).text, /SUMMARY:Before /);
    assert.match((await s.request('GET', path)).text, /SUMMARY:Before /);
    await s.request('PATCH', `/api/v1/subscriptions/${id}`, {
      key: s.writeKey,
      body: { name: 'After', nextPaymentDate: '2026-12-12' },
    });
    const renamed = (await s.request('GET', path)).text;
    assert.doesNotMatch(renamed, /SUMMARY:Before /);
    assert.match(renamed, /SUMMARY:After /);
    assert.match(renamed, /DTSTART;VALUE=DATE:20261212\r\n/);
    assert.doesNotMatch(renamed, /TRIGGER:/);
    await configureNotifications(s.ports, cliWriteContext(s.accountId, 'req'), {
      enabled: true,
      daysBefore: 14,
    });
    assert.match((await s.request('GET', path)).text, /TRIGGER:-P14D\r\n/);
  });

  it('isolates a bidi override in a name or category, so the amount after it is not reordered', async (t) => {
    const s = await startDataIoServer(t);
    await s.request('POST', '/api/v1/subscriptions', {
      key: s.writeKey,
      body: aSubscriptionBody({ name: '\u202egnp.exe', category: 'V\u2069\u202eideo' }),
    });
    const feed = await s.request('GET', await feedPathOf(s));
    assert.deepEqual(lineViolations(feed.text), []);
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    assert.equal(event?.summary, '\u2068\u202egnp.exe\u202c\u2069 15.99 USD');
    assert.equal(
      event?.description,
      'Renewal of \u2068\u202egnp.exe\u202c\u2069 (\u2068V\u202eideo\u202c\u2069): 15.99 USD.',
    );
  });

  it('gives 404 for an unknown, replaced or revoked token', async (t) => {
    const s = await startDataIoServer(t);
    const old = await feedPathOf(s);
    const current = await feedPathOf(s);
    await expectStatus(s, 404, 'GET', FEED, old, { code: 'not_found' });
    await expectStatus(s, 200, 'GET', FEED, current);
    await revokeCalendarFeed(s.ports, cliWriteContext(s.accountId, 'req'));
    await expectStatus(s, 404, 'GET', FEED, current, { code: 'not_found' });
    await expectStatus(s, 404, 'GET', FEED, '/calendar/nope.ics', { code: 'not_found' });
  });

  it('blocks an address after too many wrong tokens, before looking at the token', async (t) => {
    const s = await startDataIoServer(t, { authFailureLimit: 3 });
    const path = await feedPathOf(s);
    for (let i = 0; i < 3; i++) await s.request('GET', `/calendar/wrong-${i}.ics`);
    const blocked = await expectStatus(s, 429, 'GET', FEED, path, { code: 'rate_limit_exceeded' });
    assert.equal(blocked.headers.get('retry-after'), '900');
    s.clock.advance(901_000);
    await expectStatus(s, 200, 'GET', FEED, path);
  });

  it('checked a documented success of the feed', () => {
    assert.ok(checkedResponses.has(`GET ${FEED} 200`));
  });
});
