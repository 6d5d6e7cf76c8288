import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { errorOf, paymentsOf, QUARTERLY_ON_THE_31ST } from '../testing/payment-requests.js';
import { createSubscription, startTestServer, type TestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;

async function seed(server: TestServer): Promise<void> {
  for (const overrides of [
    { name: 'Netflix', amount: 10 },
    { name: ' net flix ', amount: 12 },
    { name: 'Gym', amount: 100, category: 'Health' },
  ]) {
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody(overrides),
    });
    assert.equal(response.status, 201, response.text);
  }
}

describe('GET /api/v1/analytics/summary', () => {
  it('answers the spend summary per currency within the horizon', async (t) => {
    const server = await startTestServer(t);
    await seed(server);
    const response = await server.request('GET', '/api/v1/analytics/summary?horizonDays=20', {
      key: server.readKey,
    });
    assert.equal(response.status, 200, response.text);
    const summary = response.json.summary as Json;
    assert.equal(summary.horizonDays, 20);
    assert.deepEqual(summary.counts, { total: 3, active: 3, paused: 0, cancelled: 0 });
    const usd = (summary.byCurrency as Json[])[0]!;
    assert.equal(usd.currency, 'USD');
    assert.equal(usd.monthlyTotal, 122);
    assert.equal((summary.upcomingRenewals as Json[]).length, 3);
  });

  it('rejects a horizon outside 1-365', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/analytics/summary?horizonDays=366', {
      key: server.readKey,
    });
    assert.equal(response.status, 400);
  });

  it('counts only the caller’s subscriptions', async (t) => {
    const server = await startTestServer(t);
    await seed(server);
    const other = await server.newAccount();
    const response = await server.request('GET', '/api/v1/analytics/summary', {
      key: other.readKey,
    });
    assert.equal((response.json.summary as { counts: Json }).counts.total, 0);
  });
});

describe('GET /api/v1/analytics/duplicates', () => {
  it('groups names equal after normalisation', async (t) => {
    const server = await startTestServer(t);
    await seed(server);
    const response = await server.request('GET', '/api/v1/analytics/duplicates', {
      key: server.readKey,
    });
    assert.equal(response.status, 200);
    const groups = response.json.duplicates as Json[];
    assert.equal(groups.length, 1);
    assert.equal(groups[0]!.normalizedName, 'netflix');
    const other = await server.newAccount();
    const theirs = await server.request('GET', '/api/v1/analytics/duplicates', {
      key: other.readKey,
    });
    assert.deepEqual(theirs.json.duplicates, []);
  });

  it('sends an answer over 64 KiB in chunks as it is built, whole and in order', async (t) => {
    const server = await startTestServer(t);
    const created: string[] = [];
    for (let batch = 0; batch < 25; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          server.request('POST', '/api/v1/subscriptions', {
            key: server.writeKey,
            body: aSubscriptionBody({ name: 'Netflix', category: `Copy ${batch * 20 + i}` }),
          }),
        ),
      );
      for (const response of responses) {
        assert.equal(response.status, 201, response.text);
        created.push(String((response.json.data as Json).id));
      }
    }
    const response = await server.request('GET', '/api/v1/analytics/duplicates', {
      key: server.readKey,
    });
    assert.equal(response.status, 200);
    assert.ok(response.text.length > 64 * 1024, `only ${response.text.length} characters`);
    // Streamed: no Content-Length was known when the headers left.
    assert.equal(response.headers.get('transfer-encoding'), 'chunked');
    assert.equal(response.headers.get('content-length'), null);
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
    const [group] = response.json.duplicates as Json[];
    const members = (group!.subscriptions as Json[]).map((member) => String(member.id));
    assert.deepEqual(members.sort(), created.sort());
    assert.equal(typeof response.json.requestId, 'string');
  });

  it('sends a small answer whole, with its Content-Length', async (t) => {
    const server = await startTestServer(t);
    await seed(server);
    const response = await server.request('GET', '/api/v1/analytics/duplicates', {
      key: server.readKey,
    });
    assert.equal(response.headers.get('content-length'), String(Buffer.byteLength(response.text)));
  });

  it('rejects any query parameter', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/analytics/duplicates?limit=1', {
      key: server.readKey,
    });
    assert.equal((response.json.error as Json).code, 'invalid_query');
  });
});

describe('GET /api/v1/analytics/optimizations', () => {
  it('lists monthly-to-annual candidates and above-average costs', async (t) => {
    const server = await startTestServer(t);
    await seed(server);
    const response = await server.request('GET', '/api/v1/analytics/optimizations', {
      key: server.readKey,
    });
    assert.equal(response.status, 200);
    const optimizations = response.json.optimizations as Record<string, Json[]>;
    assert.equal(optimizations.monthlyToAnnual!.length, 3);
    assert.equal(optimizations.monthlyToAnnual![0]!.yearlyAtCurrentRate, 1200);
    assert.ok(Array.isArray(optimizations.aboveAverageInCurrency));
    const other = await server.newAccount();
    const theirs = await server.request('GET', '/api/v1/analytics/optimizations', {
      key: other.readKey,
    });
    assert.deepEqual(theirs.json.optimizations, {
      monthlyToAnnual: [],
      aboveAverageInCurrency: [],
    });
  });
});

describe('GET /api/v1/analytics/spend', () => {
  it('GET /analytics/spend: paid payments per month and currency, projected renewals after today', async (t) => {
    const server = await startTestServer(t);
    const plan = await createSubscription(server, QUARTERLY_ON_THE_31ST);
    await createSubscription(server, {
      amount: 9.99,
      currency: 'USD',
      nextPaymentDate: '2026-12-05',
    });
    const [latest] = await paymentsOf(server, plan.id as string);
    await server.request('PATCH', `/api/v1/subscriptions/${plan.id}/payments/${latest!.id}`, {
      key: server.writeKey,
      body: { amount: 130.25 },
    });
    const response = await server.request(
      'GET',
      '/api/v1/analytics/spend?from=2026-10&to=2027-01',
      { key: server.readKey },
    );
    assert.equal(response.status, 200, response.text);
    const spend = response.json.spend as {
      from: string;
      to: string;
      byCurrency: Array<{ currency: string; months: Json[] }>;
    };
    assert.equal(spend.from, '2026-10');
    assert.equal(spend.to, '2027-01');
    const eur = spend.byCurrency.find((c) => c.currency === 'EUR')!;
    assert.deepEqual(eur.months, [
      { month: '2026-10', paid: 130.25, projected: 0, payments: 1 },
      { month: '2026-11', paid: 0, projected: 0, payments: 0 },
      { month: '2026-12', paid: 0, projected: 0, payments: 0 },
      { month: '2027-01', paid: 0, projected: 120, payments: 0 },
    ]);
    const usd = spend.byCurrency.find((c) => c.currency === 'USD')!;
    assert.deepEqual(
      usd.months.map((m) => m.projected),
      [0, 0, 9.99, 9.99],
    );
    const defaults = await server.request('GET', '/api/v1/analytics/spend', {
      key: server.readKey,
    });
    const range = defaults.json.spend as { from: string; to: string };
    assert.deepEqual([range.from, range.to], ['2025-12', '2027-11']);
    const bad = await server.request('GET', '/api/v1/analytics/spend?from=2026-13', {
      key: server.readKey,
    });
    assert.equal(errorOf(bad).code, 'invalid_query');
    assert.equal(errorOf(bad).field, 'from');
    const tooLong = await server.request('GET', '/api/v1/analytics/spend?from=2024-01&to=2027-12', {
      key: server.readKey,
    });
    assert.equal(errorOf(tooLong).code, 'invalid_query');
  });
});
