import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, configureNotifications } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { documentedOperations } from '../testing/openapi/document-walk.js';
import {
  checkedResponses,
  expectDocumented,
  expectStatus,
} from '../testing/openapi/live-test-client.js';
import { startTestServer } from '../testing/test-server.js';
import { errorResponses } from './error-responses.js';
import { openApiDocument } from './served-document.js';

const SETTINGS = '/api/v1/notification-settings';
const DATA_IO_PATHS = ['/api/v1/export', '/api/v1/imports', '/calendar/{token}.ics'];
const EXCHANGE_RATE_PATHS = [
  '/api/v1/exchange-rates',
  '/api/v1/currency-settings',
  '/api/v1/analytics/estimate',
];
// D56: checked by routes/discovery-routes.test.ts.
const DISCOVERY_PATHS = ['/api/v1/discoveries', '/api/v1/dismissed-counterparties'];
const SUMMARY = '/api/v1/analytics/summary';
/** The documented answer of an error outside any operation (described in info.description). */
const outsideAnyOperation = (code: 'not_found' | 'method_not_allowed') =>
  Object.values(errorResponses([code]))[0]!;

describe('real analytics, settings and service responses match the OpenAPI document', () => {
  it('the analytics endpoints answer as documented', async (t) => {
    const s = await startTestServer(t);
    const bodies = [
      aSubscriptionBody(),
      aSubscriptionBody({ name: ' netflix ' }),
      aSubscriptionBody({ name: 'Cloud', amount: 900, period: 'yearly', currency: 'EUR' }),
      aSubscriptionBody({
        name: 'Gym',
        period: 'custom',
        customDate: '30',
        nextPaymentDate: '2026-11-25',
      }),
      aSubscriptionBody({ name: 'Radio', amount: 1 }),
      aSubscriptionBody({ name: 'Phone', amount: 2 }),
      aSubscriptionBody({ name: 'Server', amount: 400 }),
    ];
    for (const body of bodies)
      await s.request('POST', '/api/v1/subscriptions', { key: s.writeKey, body });
    const read = { key: s.readKey };
    const summary = await expectStatus(s, 200, 'GET', SUMMARY, `${SUMMARY}?horizonDays=365`, read);
    assert.ok(
      (summary.json['summary'] as { upcomingRenewals: unknown[] }).upcomingRenewals.length > 0,
    );
    await expectStatus(s, 400, 'GET', SUMMARY, `${SUMMARY}?horizonDays=0`, {
      ...read,
      code: 'invalid_query',
    });
    const duplicates = await expectStatus(
      s,
      200,
      'GET',
      '/api/v1/analytics/duplicates',
      '/api/v1/analytics/duplicates',
      read,
    );
    assert.equal((duplicates.json['duplicates'] as unknown[]).length, 1);
    const optimizations = '/api/v1/analytics/optimizations';
    const found = await expectStatus(s, 200, 'GET', optimizations, optimizations, read);
    assert.ok(
      (found.json['optimizations'] as { aboveAverageInCurrency: unknown[] }).aboveAverageInCurrency
        .length > 0,
    );
    await expectStatus(s, 400, 'GET', optimizations, `${optimizations}?x=1`, {
      ...read,
      code: 'invalid_query',
    });
    // D41: paid and projected spend per currency and month.
    const spend = '/api/v1/analytics/spend';
    const months = await expectStatus(
      s,
      200,
      'GET',
      spend,
      `${spend}?from=2026-11&to=2027-02`,
      read,
    );
    assert.ok((months.json['spend'] as { byCurrency: unknown[] }).byCurrency.length > 0);
    await expectStatus(s, 400, 'GET', spend, `${spend}?from=2026-1`, {
      ...read,
      code: 'invalid_query',
    });
  });

  it('the notification-settings endpoints answer as documented', async (t) => {
    const s = await startTestServer(t);
    const write = { key: s.writeKey };
    await expectStatus(s, 404, 'GET', SETTINGS, SETTINGS, {
      key: s.readKey,
      code: 'notification_settings_not_found',
    });
    await expectStatus(s, 404, 'PATCH', SETTINGS, SETTINGS, {
      ...write,
      body: { enabled: false },
      code: 'notification_settings_not_found',
    });
    await configureNotifications(s.ports, cliWriteContext(s.accountId, 'req-cli'), {
      enabled: true,
      daysBefore: 3,
      timeZone: 'Europe/Paris',
    });
    await expectStatus(s, 200, 'GET', SETTINGS, SETTINGS, { key: s.readKey });
    await expectStatus(s, 200, 'PATCH', SETTINGS, SETTINGS, { ...write, body: { daysBefore: 7 } });
    const wrong = await expectStatus(s, 400, 'PATCH', SETTINGS, SETTINGS, {
      ...write,
      body: { daysBefore: 5 },
      code: 'invalid_notification_settings',
    });
    assert.deepEqual((wrong.json['error'] as { allowedValues?: unknown }).allowedValues, [
      '1',
      '3',
      '7',
      '14',
    ]);
    await expectStatus(s, 400, 'PATCH', SETTINGS, SETTINGS, {
      ...write,
      body: { pushUrl: 'x' },
      code: 'invalid_notification_settings_field',
    });
    await expectStatus(s, 400, 'PATCH', SETTINGS, SETTINGS, {
      ...write,
      body: {},
      code: 'empty_patch',
    });
  });

  it('health, the document and its page answer as documented without a key', async (t) => {
    const s = await startTestServer(t);
    await expectStatus(s, 200, 'GET', '/healthz', '/healthz');
    const served = await expectStatus(
      s,
      200,
      'GET',
      '/api/v1/openapi.json',
      '/api/v1/openapi.json',
    );
    assert.deepEqual(served.json, JSON.parse(JSON.stringify(openApiDocument)));
    const page = await expectStatus(s, 200, 'GET', '/docs', '/docs');
    const script = /src="(\/docs\/assets\/[^"]+)"/.exec(page.text)?.[1] ?? '';
    await expectStatus(s, 200, 'GET', '/docs/assets/{file}', script);
    await expectStatus(s, 404, 'GET', '/docs/assets/{file}', '/docs/assets/nothing.js', {
      code: 'not_found',
    });
  });

  it('every /api/v1 path answers the documented preflight', async (t) => {
    const s = await startTestServer(t);
    const preflights = documentedOperations(openApiDocument).filter(
      ({ method }) => method === 'OPTIONS',
    );
    for (const { path } of preflights) {
      const url = path.replace('{id}', '0b9f6c2e-6a43-4c55-9a0e-2f3d1c7b8a91');
      const headers = { Origin: 'http://127.0.0.1:9', 'Access-Control-Request-Method': 'PATCH' };
      await expectStatus(s, 204, 'OPTIONS', path, url, { headers });
    }
  });

  it('answers outside any operation match the shared responses', async (t) => {
    const s = await startTestServer(t);
    const notFound = await expectDocumented(
      s,
      'GET',
      '',
      '/api/v1/nothing-here',
      { key: s.readKey },
      outsideAnyOperation('not_found'),
    );
    assert.equal(notFound.status, 404);
    const notAllowed = await expectDocumented(
      s,
      'PUT',
      '',
      '/api/v1/subscriptions',
      { key: s.writeKey },
      outsideAnyOperation('method_not_allowed'),
    );
    assert.equal(notAllowed.status, 405);
    const big = { key: s.writeKey, body: aSubscriptionBody({ name: 'x'.repeat(70 * 1024) }) };
    await expectStatus(s, 413, 'POST', '/api/v1/subscriptions', '/api/v1/subscriptions', {
      ...big,
      code: 'payload_too_large',
    });
  });

  it('a spent quota answers the documented 429 with Retry-After', async (t) => {
    const s = await startTestServer(t, { rateLimitPerHour: 1 });
    await expectStatus(s, 200, 'GET', SUMMARY, SUMMARY, { key: s.readKey });
    await expectStatus(s, 429, 'GET', SUMMARY, SUMMARY, {
      key: s.readKey,
      code: 'rate_limit_exceeded',
    });
  });

  it('checked a documented success of every other operation', () => {
    const owned = documentedOperations(openApiDocument).filter(
      ({ method, path }) =>
        method === 'OPTIONS' ||
        (!path.startsWith('/api/v1/subscriptions') &&
          path !== '/api/v1/audit-events' &&
          // D33, D34: checked by real-responses-data-io.test.ts.
          !DATA_IO_PATHS.includes(path) &&
          // D52: checked by real-responses-exchange-rates.test.ts.
          !EXCHANGE_RATE_PATHS.some((start) => path.startsWith(start)) &&
          // D56: checked by routes/discovery-routes.test.ts.
          !DISCOVERY_PATHS.includes(path)),
    );
    for (const { method, path, operation } of owned) {
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      assert.ok(
        checkedResponses.has(`${method} ${path} ${success}`),
        `${method} ${path} ${success}`,
      );
    }
  });
});
