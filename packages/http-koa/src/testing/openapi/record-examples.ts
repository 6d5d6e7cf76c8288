import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { cliWriteContext, configureNotifications, type Discovery } from '@subtrack/domain';
import { DeterministicRandom, SequentialIds } from '@subtrack/domain/testing';
import { aSolidImage } from '@subtrack/logo-images/testing';
import {
  GYM,
  NETFLIX,
  SPARKASSE_STATEMENT,
  TRIAL,
  WALLOS_PROFILE_EXPORT,
} from '../../openapi/example-requests.js';
import type { RecordedExamples } from '../../openapi/recorded-examples.js';
import { feedPathOf, startDataIoServer } from '../data-io-server.js';
import type { TestRequest, TestResponse } from '../test-server.js';
import { recordExchangeRateExamples } from './record-exchange-rate-examples.js';

const JSON_TYPE = 'application/json';
const SUBSCRIPTIONS = '/api/v1/subscriptions';
const pathOf = (created: TestResponse) =>
  `${SUBSCRIPTIONS}/${(created.json['data'] as { id: string }).id}`;

/**
 * Sends the example requests to a real server (fake clock, sequential ids, seeded
 * randomness) and records its answers by operationId: the examples the document shows
 * (`recorded-examples.json`). The same code gives the same file, so a test can tell when
 * the file no longer says what the server answers. Test support.
 */
export async function recordExamples(): Promise<RecordedExamples> {
  const cleanups: Array<() => unknown> = [];
  const t = { after: (cleanup: () => unknown) => cleanups.push(cleanup) } as unknown as TestContext;
  try {
    const s = await startDataIoServer(t, {
      ids: new SequentialIds(),
      random: new DeterministicRandom(),
    });
    const out: RecordedExamples = {};
    const requestIds: string[] = [];
    /** Keeps `value` as example `name` of `op`'s request body or answer of status `where`. */
    const keep = (
      op: string,
      where: string,
      name: string,
      summary: string,
      value: unknown,
      media = JSON_TYPE,
    ) => {
      const places = out[op] ?? {};
      const byType = places[where] ?? {};
      byType[media] = { ...byType[media], [name]: { summary, value: value as never } };
      out[op] = { ...places, [where]: byType };
    };
    const send = async (method: string, url: string, request: TestRequest = {}) => {
      const answer = await s.request(method, url, { key: s.writeKey, ...request });
      assert.ok(answer.status < 300, `${method} ${url}: ${answer.status} ${answer.text}`);
      requestIds.push(answer.headers.get('x-request-id') ?? '');
      return answer;
    };
    /** Sends `body` as request example `name` of `op`, and answers the response. */
    const ask = (
      op: string,
      name: string,
      summary: string,
      [method, url]: string[],
      body: unknown,
    ) => {
      keep(op, 'request', name, summary, body);
      return send(method!, url!, { body });
    };
    /** Keeps the JSON of `response` as the example `name` of its status. */
    const answer = (op: string, name: string, summary: string, response: TestResponse) =>
      keep(op, String(response.status), name, summary, response.json);
    const get = (url: string) => send('GET', url);

    await configureNotifications(s.ports, cliWriteContext(s.accountId, 'req-cli'), {
      enabled: true,
      daysBefore: 3,
      timeZone: 'Europe/Berlin',
    });
    const post = ['POST', SUBSCRIPTIONS];
    const op = 'createSubscription';
    const netflix = await ask(
      op,
      'netflix',
      'Netflix, monthly, in euros, paid since September',
      post,
      NETFLIX,
    );
    answer(op, 'netflix', 'The created record', netflix);
    await ask(op, 'trial', 'A free trial that ends before the first payment', post, TRIAL);
    await ask(op, 'custom', 'A gym billed every 28 days', post, GYM);
    const music = { ...NETFLIX, name: 'Spotify Premium', category: 'Music', amount: 10.99 };
    const spotify = await send('POST', SUBSCRIPTIONS, { body: music });
    const basic = { ...NETFLIX, name: 'netflix ', amount: 7.99, startedOn: undefined };
    const twice = await send('POST', SUBSCRIPTIONS, { body: basic });
    const page = await get(`${SUBSCRIPTIONS}?limit=2`);
    answer('listSubscriptions', 'page', 'The first page, newest first', page);
    answer('getSubscription', 'netflix', 'One record', await get(pathOf(netflix)));

    s.clock.advance(90 * 60 * 1000);
    const patch = (response: TestResponse) => ['PATCH', pathOf(response)];
    const update = 'updateSubscription';
    const raised = await ask(update, 'price', 'A price rise', patch(netflix), { amount: 15.99 });
    answer(update, 'price', 'The updated record', raised);
    await ask(update, 'pause', 'Pause it', patch(spotify), { status: 'paused' });

    const history = `${pathOf(netflix)}/payments`;
    const [, october, september] = (await get(history)).json['data'] as Array<{ id: string }>;
    const month = (id = '') => ['PATCH', `${history}/${id}`];
    const skip = { status: 'skipped' };
    const skipped = await ask(
      'updatePayment',
      'skipped',
      'A month that was not paid',
      month(october?.id),
      skip,
    );
    answer('updatePayment', 'skipped', 'The changed payment', skipped);
    const bill = { amount: 17.5 };
    await ask(
      'updatePayment',
      'variable',
      'A bill that differed this month',
      month(september?.id),
      bill,
    );
    answer('listPayments', 'history', 'Newest first, a skipped month included', await get(history));

    const analytics = '/api/v1/analytics';
    const summary = await get(`${analytics}/summary?horizonDays=30`);
    answer('getSpendSummary', 'summary', 'Euros and dollars, never added together', summary);
    answer('getDuplicates', 'netflix', 'Netflix paid twice', await get(`${analytics}/duplicates`));
    const candidates = await get(`${analytics}/optimizations`);
    answer(
      'getOptimizations',
      'candidates',
      'Monthly plans and one costly subscription',
      candidates,
    );
    const months = await get(`${analytics}/spend?from=2026-09&to=2027-01`);
    answer(
      'getSpendOverTime',
      'quarter',
      'Paid months, the current month, projected months',
      months,
    );

    const settings = ['PATCH', '/api/v1/notification-settings'];
    answer(
      'getNotificationSettings',
      'settings',
      'Reminders 3 days ahead',
      await get(settings[1]!),
    );
    const remind = 'updateNotificationSettings';
    const week = await ask(remind, 'week', 'Remind a week ahead', settings, { daysBefore: 7 });
    answer(remind, 'week', 'The updated settings', week);
    await ask(remind, 'off', 'Stop all reminders', settings, { enabled: false });

    const trail = await get(
      `/api/v1/audit-events?resourceId=${pathOf(netflix).slice(-36)}&limit=2`,
    );
    answer('listAuditEvents', 'page', 'A price rise, then the record it changed', trail);
    answer('deleteSubscription', 'deleted', 'Deleted', await send('DELETE', pathOf(twice)));
    answer('getHealth', 'ok', 'The database answers', await get('/healthz'));
    const { openapi, info } = (await get('/api/v1/openapi.json')).json;
    keep('getOpenApiDocument', '200', 'start', 'The start of this document', {
      openapi,
      info,
      paths: {},
    });

    // The files: a second account, whose one record has two payments.
    const other = await s.newAccount('Files');
    const files = (method: string, url: string, request: TestRequest = {}) =>
      send(method, url, { key: other.writeKey, ...request });
    const imports = '/api/v1/imports?source=wallos&dryRun=true&currencySymbols=%24%3AUSD';
    keep(
      'importSubscriptions',
      'request',
      'wallos',
      'A Wallos Profile export',
      WALLOS_PROFILE_EXPORT,
    );
    const dryRun = await files('POST', imports, { body: WALLOS_PROFILE_EXPORT });
    answer(
      'importSubscriptions',
      'wallosDryRun',
      'A dry run of a Wallos export with $:USD',
      dryRun,
    );
    await files('POST', SUBSCRIPTIONS, { body: { ...NETFLIX, startedOn: '2026-10-05' } });
    answer('exportSubscriptions', 'json', 'format=json', await files('GET', '/api/v1/export'));
    const csv = (await files('GET', '/api/v1/export?format=csv')).text;
    keep('exportSubscriptions', '200', 'csv', 'format=csv', csv, 'text/csv');
    keep('importSubscriptions', 'request', 'subtrack', 'A subtrack CSV export', csv, 'text/csv');
    const csvType = { 'Content-Type': 'text/csv' };
    await files('POST', '/api/v1/imports?source=subtrack&dryRun=true', {
      rawBody: csv,
      headers: csvType,
    });
    const feed = (await files('GET', await feedPathOf(s, other.accountId))).text;
    const firstEvent = feed.slice(0, feed.indexOf('END:VEVENT') + 'END:VEVENT\r\n'.length);
    const start = `${firstEvent}END:VCALENDAR\r\n`;
    keep('getCalendarFeed', '200', 'feed', 'The start of a feed', start, 'text/calendar');

    // D52: the home currency, rates and estimates, on the first account.
    await recordExchangeRateExamples({ ports: s.ports, keep, ask, answer, send });
    // D56: the second account's bank export (its Netflix tracked), its Netflix charges
    // recorded, and a counterparty that is no subscription of the owner's.
    const statement = 'discoverSubscriptions';
    keep(
      statement,
      'request',
      'sparkasse',
      'A Sparkasse CSV export',
      SPARKASSE_STATEMENT,
      'text/csv',
    );
    const found = await files('POST', '/api/v1/discoveries?format=csv', {
      rawBody: SPARKASSE_STATEMENT,
      headers: csvType,
    });
    answer(
      statement,
      'found',
      'Two subscriptions to add, the tracked Netflix with two charges to record',
      found,
    );
    const [match] = (found.json['discovery'] as Discovery).matches;
    const charges = {
      source: 'bank',
      payments: match!.newPayments.map(({ dueOn, amount }) => ({ dueOn, amount })),
    };
    const paid = `${SUBSCRIPTIONS}/${match!.subscriptionId}/payments`;
    keep('recordPayments', 'request', 'bank', 'The charges a discovery found', charges);
    const recorded = await files('POST', paid, { body: charges });
    answer('recordPayments', 'bank', 'Two new payments at the charged amounts', recorded);
    const dismissal = { name: 'Urban Sports' };
    keep('dismissCounterparty', 'request', 'gym', 'A membership someone else pays', dismissal);
    const dismissed = await files('POST', '/api/v1/dismissed-counterparties', { body: dismissal });
    answer('dismissCounterparty', 'gym', 'Never suggested again', dismissed);

    // D53: a logo uploaded last, so no example above changes.
    const logo = await send('PUT', `${pathOf(spotify)}/logo`, {
      rawBody: await aSolidImage('png', 64, 64, '#1db954'),
      headers: { 'Content-Type': 'image/png' },
    });
    answer('setSubscriptionLogo', 'stored', 'The record, now with its logo', logo);

    // Request ids are random per process: number them in the order the requests were sent.
    let text = JSON.stringify(out);
    requestIds.forEach((id, n) => {
      text = text.replaceAll(id, `5e0c1a2b-0000-4000-8000-${String(n + 1).padStart(12, '0')}`);
    });
    return JSON.parse(text) as RecordedExamples;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}
