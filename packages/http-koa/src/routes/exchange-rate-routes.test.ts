import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importReferenceRates } from '@subtrack/domain';
import { ecbFixture, ecbHistoryCsv, ecbHistoryZip } from '@subtrack/file-formats/testing';
import { startDataIoServer } from '../testing/data-io-server.js';
import type { TestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;
const IMPORTS = '/api/v1/exchange-rates/imports';
const errorOf = (json: Json) => json['error'] as Json;

/** The audit records of home-currency settings and rates, newest first. */
async function auditActions(s: TestServer, key = s.readKey): Promise<Json[]> {
  const trail = await s.request('GET', '/api/v1/audit-events', { key });
  const ours = ['settings.updated', 'exchange_rate.updated', 'exchange_rates.imported'];
  return (trail.json['data'] as Json[]).filter((event) => ours.includes(String(event['action'])));
}

function sendFile(s: TestServer, bytes: Uint8Array | string, type: string, key = s.writeKey) {
  return s.request('POST', IMPORTS, { key, rawBody: bytes, headers: { 'Content-Type': type } });
}

describe('GET and PUT /api/v1/currency-settings', () => {
  it('answers null until a home currency is chosen, then the one chosen', async (t) => {
    const s = await startDataIoServer(t);
    const before = await s.request('GET', '/api/v1/currency-settings', { key: s.readKey });
    assert.equal(before.status, 200);
    assert.deepEqual(before.json['data'], { homeCurrency: null });
    const put = await s.request('PUT', '/api/v1/currency-settings', {
      key: s.writeKey,
      body: { homeCurrency: 'CHF' },
    });
    assert.equal(put.status, 200, put.text);
    assert.deepEqual(put.json['data'], { homeCurrency: 'CHF' });
    assert.ok(put.headers.get('x-ratelimit-remaining'));
    const after = await s.request('GET', '/api/v1/currency-settings', { key: s.readKey });
    assert.deepEqual(after.json['data'], { homeCurrency: 'CHF' });
    const [event] = await auditActions(s);
    assert.equal(event?.['action'], 'settings.updated');
    assert.deepEqual(event?.['changes'], { homeCurrency: { from: null, to: 'CHF' } });
  });

  it('refuses a code in small letters, naming homeCurrency with the allowed values, and keeps the setting', async (t) => {
    const s = await startDataIoServer(t);
    const put = (body: unknown) =>
      s.request('PUT', '/api/v1/currency-settings', { key: s.writeKey, body });
    await put({ homeCurrency: 'EUR' });
    const refused = await put({ homeCurrency: 'usd' });
    assert.equal(refused.status, 400);
    const error = errorOf(refused.json);
    assert.equal(error['code'], 'invalid_currency_settings');
    assert.equal(error['field'], 'homeCurrency');
    assert.match(String(error['suggestedFix']), /"homeCurrency": "EUR"/);
    assert.ok((error['allowedValues'] as string[]).includes('USD'));
    // D20: a 400 uses no quota and carries no rate-limit headers.
    assert.equal(refused.headers.get('x-ratelimit-remaining'), null);
    const unknown = errorOf((await put({ homeCurrency: 'EUR', locale: 'de' })).json);
    assert.equal(unknown['code'], 'invalid_currency_settings');
    assert.deepEqual(unknown['writableFields'], ['homeCurrency']);
    const kept = await s.request('GET', '/api/v1/currency-settings', { key: s.readKey });
    assert.deepEqual(kept.json['data'], { homeCurrency: 'EUR' });
  });

  it('clears the home currency with null', async (t) => {
    const s = await startDataIoServer(t);
    const put = (homeCurrency: string | null) =>
      s.request('PUT', '/api/v1/currency-settings', { key: s.writeKey, body: { homeCurrency } });
    await put('EUR');
    assert.deepEqual((await put(null)).json['data'], { homeCurrency: null });
  });

  it('needs a write key to change it', async (t) => {
    const s = await startDataIoServer(t);
    const refused = await s.request('PUT', '/api/v1/currency-settings', {
      key: s.readKey,
      body: { homeCurrency: 'EUR' },
    });
    assert.equal(refused.status, 403);
    assert.equal(errorOf(refused.json)['code'], 'insufficient_scope');
  });
});

describe('PUT /api/v1/exchange-rates/{date}/{from}/{to}', () => {
  it('stores a typed rate as the owner’s, lists it, and records the change', async (t) => {
    const s = await startDataIoServer(t);
    const url = '/api/v1/exchange-rates/2026-11-20/USD/EUR';
    const put = await s.request('PUT', url, { key: s.writeKey, body: { rate: 0.9211 } });
    assert.equal(put.status, 200, put.text);
    assert.deepEqual(put.json['data'], {
      date: '2026-11-20',
      from: 'USD',
      to: 'EUR',
      rate: 0.9211,
      source: 'owner',
    });
    await s.request('PUT', url, { key: s.writeKey, body: { rate: 0.92 } });
    const list = await s.request('GET', '/api/v1/exchange-rates?currency=USD', {
      key: s.readKey,
    });
    assert.deepEqual(
      (list.json['data'] as Json[]).map((rate) => rate['rate']),
      [0.92],
    );
    assert.deepEqual(list.json['query'], { filters: { currency: 'USD' } });
    const [changed] = await auditActions(s);
    assert.equal(changed?.['action'], 'exchange_rate.updated');
    assert.deepEqual(changed?.['changes'], { '2026-11-20/USD/EUR': { from: 0.9211, to: 0.92 } });
  });

  it('names the field and a fix for a wrong date, the same currency twice, or a rate of 0', async (t) => {
    const s = await startDataIoServer(t);
    const cases: Array<[string, unknown, string]> = [
      ['2026-02-30/USD/EUR', { rate: 1 }, 'date'],
      ['2026-11-20/USD/usd', { rate: 1 }, 'to'],
      ['2026-11-20/EUR/EUR', { rate: 1 }, 'to'],
      ['2026-11-20/USD/EUR', { rate: 0 }, 'rate'],
      ['2026-11-20/USD/EUR', { rate: '0.92' }, 'rate'],
      ['2026-11-20/USD/EUR', {}, 'rate'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await s.request('PUT', `/api/v1/exchange-rates/${path}`, {
        key: s.writeKey,
        body,
      });
      assert.equal(answer.status, 400, path);
      const error = errorOf(answer.json);
      assert.equal(error['code'], 'invalid_exchange_rate', path);
      assert.equal(error['field'], field, path);
      assert.ok(String(error['suggestedFix']).length > 0, path);
    }
    const list = await s.request('GET', '/api/v1/exchange-rates', { key: s.readKey });
    assert.deepEqual(list.json['data'], []);
  });

  it('answers a repeated request with the same Idempotency-Key from the first answer', async (t) => {
    const s = await startDataIoServer(t);
    const send = (rate: number) =>
      s.request('PUT', '/api/v1/exchange-rates/2026-11-20/GBP/EUR', {
        key: s.writeKey,
        body: { rate },
        headers: { 'Idempotency-Key': 'pound-1' },
      });
    const first = await send(1.1642);
    const again = await send(1.1642);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.json['data'], first.json['data']);
    const changed = await send(1.2);
    assert.equal(changed.status, 422);
    assert.equal(errorOf(changed.json)['code'], 'idempotency_key_reused');
    assert.equal((await auditActions(s)).length, 1);
  });
});

describe('POST /api/v1/exchange-rates/imports', () => {
  it("imports the ECB's daily XML as the account's own rates and says what it stored", async (t) => {
    const s = await startDataIoServer(t);
    const answer = await sendFile(s, ecbFixture('eurofxref-daily.xml'), 'application/xml');
    assert.equal(answer.status, 200, answer.text);
    const imported = answer.json['imported'] as Json;
    assert.equal(imported['rates'], 30);
    assert.equal(imported['dates'], 1);
    assert.equal(imported['from'], '2026-11-20');
    assert.equal(imported['to'], '2026-11-20');
    assert.ok((imported['currencies'] as string[]).includes('JPY'));
    const yen = await s.request('GET', '/api/v1/exchange-rates?currency=JPY', { key: s.readKey });
    assert.deepEqual(yen.json['data'], [
      { date: '2026-11-20', from: 'EUR', to: 'JPY', rate: 163.84, source: 'ecb' },
    ]);
    const [event] = await auditActions(s);
    assert.equal(event?.['action'], 'exchange_rates.imported');
    assert.deepEqual((event?.['changes'] as Json | undefined)?.['rates'], { from: null, to: 30 });
  });

  it('imports the history as a zip and as CSV, the same rates either way', async (t) => {
    const s = await startDataIoServer(t);
    const csv = ecbHistoryCsv({ days: 20 });
    const zipped = await sendFile(s, ecbHistoryZip(csv), 'application/zip');
    assert.equal(zipped.status, 200, zipped.text);
    const again = await sendFile(s, csv, 'text/csv');
    assert.deepEqual(again.json['imported'], zipped.json['imported']);
    assert.equal((zipped.json['imported'] as Json)['rates'], 20 * 30);
  });

  it('refuses a file sent as another type, naming Content-Type, before any quota is used', async (t) => {
    const s = await startDataIoServer(t);
    const answer = await sendFile(s, '{"rates": []}', 'application/json');
    assert.equal(answer.status, 400);
    const error = errorOf(answer.json);
    assert.equal(error['code'], 'invalid_exchange_rate');
    assert.equal(error['field'], 'Content-Type');
    assert.ok((error['allowedValues'] as string[]).includes('application/xml'));
    assert.equal(answer.headers.get('x-ratelimit-remaining'), null);
  });

  it('refuses a file that is none of the ECB’s, naming the file and what to send', async (t) => {
    const s = await startDataIoServer(t);
    const answer = await sendFile(s, 'name,amount\nNetflix,15.99\n', 'text/csv');
    assert.equal(answer.status, 400);
    const error = errorOf(answer.json);
    assert.equal(error['code'], 'invalid_exchange_rate');
    assert.equal(error['field'], 'file');
    assert.match(String(error['suggestedFix']), /eurofxref-hist\.zip/);
    assert.deepEqual((await auditActions(s)).length, 0);
  });

  it('refuses a file over its own limit of 10 MiB with 413', async (t) => {
    const s = await startDataIoServer(t);
    const answer = await sendFile(s, new Uint8Array(10 * 1024 * 1024 + 1), 'text/csv');
    assert.equal(answer.status, 413);
    assert.equal(errorOf(answer.json)['code'], 'payload_too_large');
  });

  it('needs a write key', async (t) => {
    const s = await startDataIoServer(t);
    const answer = await sendFile(
      s,
      ecbFixture('eurofxref-daily.xml'),
      'application/xml',
      s.readKey,
    );
    assert.equal(answer.status, 403);
  });
});

describe('GET /api/v1/exchange-rates', () => {
  it("lists the server's reference rates beside the account's own, never another account's", async (t) => {
    const s = await startDataIoServer(t);
    await importReferenceRates(s.ports, [{ date: '2026-11-19', currency: 'USD', rate: '1.0841' }]);
    const other = await s.newAccount();
    await s.request('PUT', '/api/v1/exchange-rates/2026-11-20/USD/EUR', {
      key: other.writeKey,
      body: { rate: 0.5 },
    });
    await s.request('PUT', '/api/v1/exchange-rates/2026-11-20/USD/CHF', {
      key: s.writeKey,
      body: { rate: 0.87 },
    });
    const list = await s.request('GET', '/api/v1/exchange-rates?limit=1', { key: s.readKey });
    assert.deepEqual(list.json['data'], [
      { date: '2026-11-20', from: 'USD', to: 'CHF', rate: 0.87, source: 'owner' },
    ]);
    assert.deepEqual(list.json['pagination'], { limit: 1, offset: 0, hasMore: true });
    const next = await s.request('GET', '/api/v1/exchange-rates?offset=1', { key: s.readKey });
    assert.deepEqual(next.json['data'], [
      { date: '2026-11-19', from: 'EUR', to: 'USD', rate: 1.0841, source: 'ecb' },
    ]);
  });

  it('refuses dates in the wrong order, naming to', async (t) => {
    const s = await startDataIoServer(t);
    const answer = await s.request('GET', '/api/v1/exchange-rates?from=2026-11-20&to=2026-11-01', {
      key: s.readKey,
    });
    assert.equal(answer.status, 400);
    assert.equal(errorOf(answer.json)['field'], 'to');
  });
});
