import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type EuroRate, importReferenceRates } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startDataIoServer } from '../testing/data-io-server.js';
import { createSubscription, type TestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;
const euro = (date: string, currency: string, rate: string): EuroRate => ({
  date,
  currency,
  rate,
});

// The ECB's rates of Friday 2026-11-20; the server's today is Saturday 2026-11-21.
const FRIDAY = [
  euro('2026-11-20', 'USD', '1.0856'),
  euro('2026-11-20', 'GBP', '0.8571'),
  euro('2026-11-20', 'JPY', '163.84'),
  euro('2026-11-20', 'CHF', '0.9412'),
  // Older than 14 days: AUD has no rate to use.
  euro('2026-11-06', 'AUD', '1.6480'),
];

/** The worked example of docs/decisions.md, sent as an owner would. */
async function addWorkedExample(s: TestServer): Promise<void> {
  const plans = [
    { name: 'Netflix', amount: 15.99, currency: 'USD' },
    { name: 'Spotify', amount: 119.88, currency: 'USD', period: 'yearly' },
    { name: 'Guardian', amount: 8.99, currency: 'GBP' },
    { name: 'Nintendo', amount: 1500, currency: 'JPY' },
    { name: 'Migros', amount: 12, currency: 'CHF', period: 'custom', customDate: '90' },
    { name: 'Domain', amount: 20, currency: 'EUR', period: 'yearly' },
    { name: 'Backup', amount: 4.5, currency: 'AUD' },
    { name: 'Paused gym', amount: 50, currency: 'USD', status: 'paused' },
  ];
  for (const plan of plans) await createSubscription(s, plan);
}

const estimateOf = async (s: TestServer, query = '', key = s.readKey) => {
  const answer = await s.request('GET', `/api/v1/analytics/estimate${query}`, { key });
  assert.equal(answer.status, 200, answer.text);
  return answer.json['estimate'] as Json;
};

describe('GET /api/v1/analytics/estimate', () => {
  it('gives the worked example’s figures, computed by hand: about EUR 49.55 a month', async (t) => {
    const s = await startDataIoServer(t);
    await importReferenceRates(s.ports, FRIDAY);
    await addWorkedExample(s);
    const estimate = await estimateOf(s, '?currency=EUR');
    // 25.98 / 1.0856 + 8.99 / 0.8571 + 1500 / 163.84 + (12 x 365 / 1080) / 0.9412 + 20 / 12
    // = 23.93146647 + 10.48885778 + 9.15527344 + 4.30892005 + 1.66666667 = 49.5511844
    assert.equal(estimate['monthlyTotal'], 49.55);
    assert.equal(estimate['annualTotal'], 594.61);
    assert.equal(estimate['asOf'], '2026-11-21');
    const lines = estimate['converted'] as Json[];
    assert.deepEqual(
      lines.map((line) => [line['currency'], line['monthlyTotal'], line['estimate']]),
      [
        ['CHF', 4.06, 4.31],
        ['EUR', 1.67, 1.67],
        ['GBP', 8.99, 10.49],
        ['JPY', 1500, 9.16],
        ['USD', 25.98, 23.93],
      ],
    );
    const usd = lines.find((line) => line['currency'] === 'USD');
    assert.deepEqual(usd, {
      currency: 'USD',
      monthlyTotal: 25.98,
      estimate: 23.93,
      rate: 0.9211495947,
      rateDate: '2026-11-20',
      source: 'ecb',
    });
    assert.deepEqual(estimate['unconverted'], [
      { currency: 'AUD', monthlyTotal: 4.5, reason: 'no_rate' },
    ]);
  });

  it('uses the home currency when no currency is asked for, and says how to set one when there is none', async (t) => {
    const s = await startDataIoServer(t);
    await createSubscription(s, { amount: 10, currency: 'EUR' });
    const none = await s.request('GET', '/api/v1/analytics/estimate', { key: s.readKey });
    assert.equal(none.status, 400);
    const error = none.json['error'] as Json;
    assert.equal(error['code'], 'invalid_query');
    assert.equal(error['field'], 'currency');
    assert.match(String(error['suggestedFix']), /home currency/);
    await s.request('PUT', '/api/v1/currency-settings', {
      key: s.writeKey,
      body: { homeCurrency: 'EUR' },
    });
    const estimate = await estimateOf(s);
    assert.equal(estimate['currency'], 'EUR');
    assert.equal(estimate['monthlyTotal'], 10);
  });

  it("converts with an account's own rate in that account only", async (t) => {
    const s = await startDataIoServer(t);
    await importReferenceRates(s.ports, FRIDAY);
    const other = await s.newAccount();
    for (const key of [s.writeKey, other.writeKey])
      await s.request('POST', '/api/v1/subscriptions', {
        key,
        body: aSubscriptionBody({ amount: 20, currency: 'USD' }),
      });
    const typed = await s.request('PUT', '/api/v1/exchange-rates/2026-11-21/USD/EUR', {
      key: s.writeKey,
      body: { rate: 0.5 },
    });
    assert.equal(typed.status, 200, typed.text);
    const mine = await estimateOf(s, '?currency=EUR');
    assert.equal(mine['monthlyTotal'], 10);
    assert.equal((mine['converted'] as Json[])[0]?.['source'], 'owner');
    // 20 / 1.0856 = 18.4230...
    const theirs = await estimateOf(s, '?currency=EUR', other.readKey);
    assert.equal(theirs['monthlyTotal'], 18.42);
  });

  it('refuses a currency that is not one of the list, with the allowed values', async (t) => {
    const s = await startDataIoServer(t);
    const answer = await s.request('GET', '/api/v1/analytics/estimate?currency=XYZ', {
      key: s.readKey,
    });
    assert.equal(answer.status, 400);
    const error = answer.json['error'] as Json;
    assert.equal(error['field'], 'currency');
    assert.ok((error['allowedValues'] as string[]).includes('EUR'));
  });
});

describe('GET /api/v1/analytics/spend?convertTo=', () => {
  it('converts each paid payment at the rate of its own due date and projections at today’s', async (t) => {
    const s = await startDataIoServer(t);
    await importReferenceRates(s.ports, [
      euro('2026-09-04', 'USD', '1.10'),
      euro('2026-10-05', 'USD', '1.05'),
      euro('2026-11-05', 'USD', '1.00'),
      euro('2026-11-20', 'USD', '1.0856'),
    ]);
    await createSubscription(s, {
      amount: 11,
      currency: 'USD',
      startedOn: '2026-09-05',
      nextPaymentDate: '2026-12-05',
    });
    const answer = await s.request(
      'GET',
      '/api/v1/analytics/spend?from=2026-09&to=2026-12&convertTo=EUR',
      { key: s.readKey },
    );
    assert.equal(answer.status, 200, answer.text);
    const spend = answer.json['spend'] as Json;
    const converted = spend['converted'] as { currency: string; months: Json[] };
    assert.equal(converted.currency, 'EUR');
    // 11 / 1.10 = 10.00; 11 / 1.05 = 10.476...; 11 / 1.00 = 11.00; 11 / 1.0856 = 10.1326...
    assert.deepEqual(
      converted.months.map((month) => [month['month'], month['paid'], month['projected']]),
      [
        ['2026-09', 10, 0],
        ['2026-10', 10.48, 0],
        ['2026-11', 11, 0],
        ['2026-12', 0, 10.13],
      ],
    );
    // The figures per currency stay unconverted beside it.
    const [usd] = spend['byCurrency'] as Array<{ months: Json[] }>;
    assert.deepEqual(
      usd?.months.map((month) => month['paid']),
      [11, 11, 11, 0],
    );
  });

  it('names a currency without a rate in its month and leaves it out', async (t) => {
    const s = await startDataIoServer(t);
    await createSubscription(s, { amount: 11, currency: 'USD', nextPaymentDate: '2026-12-05' });
    await createSubscription(s, { amount: 5, currency: 'EUR', nextPaymentDate: '2026-12-05' });
    const answer = await s.request(
      'GET',
      '/api/v1/analytics/spend?from=2026-12&to=2026-12&convertTo=EUR',
      {
        key: s.readKey,
      },
    );
    const [december] = ((answer.json['spend'] as Json)['converted'] as { months: Json[] }).months;
    assert.deepEqual(december, {
      month: '2026-12',
      paid: 0,
      projected: 5,
      unconvertedCurrencies: ['USD'],
    });
  });

  it('answers without converted when convertTo is not sent', async (t) => {
    const s = await startDataIoServer(t);
    const answer = await s.request('GET', '/api/v1/analytics/spend', { key: s.readKey });
    assert.equal(answer.status, 200);
    assert.equal('converted' in (answer.json['spend'] as Json), false);
  });
});
