import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importReferenceRates } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { ecbFixture } from '@subtrack/file-formats/testing';
import { startDataIoServer } from '../testing/data-io-server.js';
import { documentedOperations } from '../testing/openapi/document-walk.js';
import { checkedResponses, expectStatus } from '../testing/openapi/live-test-client.js';
import { openApiDocument } from './served-document.js';

const SETTINGS = '/api/v1/currency-settings';
const RATES = '/api/v1/exchange-rates';
const TYPED = '/api/v1/exchange-rates/{date}/{from}/{to}';
const IMPORTS = '/api/v1/exchange-rates/imports';
const ESTIMATE = '/api/v1/analytics/estimate';
const SPEND = '/api/v1/analytics/spend';

describe('real home-currency and exchange-rate responses match the OpenAPI document', () => {
  it('answers every operation, its refusals included, as documented', async (t) => {
    const s = await startDataIoServer(t);
    const read = { key: s.readKey };
    const write = { key: s.writeKey };
    await importReferenceRates(s.ports, [{ date: '2026-11-19', currency: 'USD', rate: '1.0841' }]);
    await s.request('POST', '/api/v1/subscriptions', { ...write, body: aSubscriptionBody() });
    await s.request('POST', '/api/v1/subscriptions', {
      ...write,
      body: aSubscriptionBody({ name: 'Stan', currency: 'AUD' }),
    });

    await expectStatus(s, 200, 'GET', SETTINGS, SETTINGS, read);
    await expectStatus(s, 400, 'GET', ESTIMATE, ESTIMATE, { ...read, code: 'invalid_query' });
    await expectStatus(s, 200, 'PUT', SETTINGS, SETTINGS, {
      ...write,
      body: { homeCurrency: 'EUR' },
    });
    await expectStatus(s, 400, 'PUT', SETTINGS, SETTINGS, {
      ...write,
      body: { homeCurrency: 'Euro' },
      code: 'invalid_currency_settings',
    });
    await expectStatus(s, 403, 'PUT', SETTINGS, SETTINGS, {
      ...read,
      body: { homeCurrency: 'EUR' },
      code: 'insufficient_scope',
    });

    const typed = `${RATES}/2026-11-20/GBP/EUR`;
    await expectStatus(s, 200, 'PUT', TYPED, typed, { ...write, body: { rate: 1.1642 } });
    await expectStatus(s, 400, 'PUT', TYPED, typed, {
      ...write,
      body: { rate: -1 },
      code: 'invalid_exchange_rate',
    });
    await expectStatus(s, 400, 'PUT', TYPED, typed, { ...write, code: 'invalid_json' });

    const daily = ecbFixture('eurofxref-daily.xml');
    const xml = { 'Content-Type': 'application/xml' };
    await expectStatus(s, 200, 'POST', IMPORTS, IMPORTS, {
      ...write,
      rawBody: daily,
      headers: xml,
    });
    await expectStatus(s, 400, 'POST', IMPORTS, IMPORTS, {
      ...write,
      rawBody: 'no rates here',
      headers: xml,
      code: 'invalid_exchange_rate',
    });

    await expectStatus(s, 200, 'GET', RATES, `${RATES}?currency=USD&from=2026-11-01`, read);
    await expectStatus(s, 400, 'GET', RATES, `${RATES}?limit=0`, {
      ...read,
      code: 'invalid_pagination',
    });
    const estimate = await expectStatus(s, 200, 'GET', ESTIMATE, ESTIMATE, read);
    assert.equal(
      (estimate.json['estimate'] as { unconverted: unknown[] }).unconverted.length,
      0,
      'the account imported AUD',
    );
    const spend = await expectStatus(s, 200, 'GET', SPEND, `${SPEND}?convertTo=EUR`, read);
    assert.ok((spend.json['spend'] as Record<string, unknown>)['converted']);
    await expectStatus(s, 400, 'GET', SPEND, `${SPEND}?convertTo=euro`, {
      ...read,
      code: 'invalid_query',
    });
  });

  it('checked a documented success of each of these operations', () => {
    const ours = documentedOperations(openApiDocument).filter(
      ({ method, path }) =>
        method !== 'OPTIONS' &&
        [SETTINGS, RATES, TYPED, IMPORTS, ESTIMATE].some((start) => path === start),
    );
    assert.equal(ours.length, 6);
    for (const { method, path, operation } of ours) {
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      assert.ok(checkedResponses.has(`${method} ${path} ${success}`), `${method} ${path}`);
    }
  });
});
