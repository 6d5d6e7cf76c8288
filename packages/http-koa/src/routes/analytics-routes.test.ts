import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startTestServer, type TestServer } from '../testing/test-server.js';

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
  it('groups names equal after normalisation (D15)', async (t) => {
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

  it('rejects any query parameter (D12)', async (t) => {
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
