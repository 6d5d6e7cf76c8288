import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { createSubscription, startTestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;

describe('POST /api/v1/subscriptions', () => {
  it('answers 201 with the resource and a Location naming it', async (t) => {
    const server = await startTestServer(t);
    const body = aSubscriptionBody({ amount: 15.99, nextPaymentDate: '2026-12-05' });
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body,
    });
    assert.equal(response.status, 201);
    const data = response.json.data as Json;
    assert.equal(response.headers.get('location'), `/api/v1/subscriptions/${data.id}`);
    assert.equal(data.name, body.name);
    assert.equal(data.amount, 15.99);
    assert.equal(data.status, 'active');
    assert.equal(data.nextPaymentDate, '2026-12-05');
    assert.equal(data.lastPaymentDate, '2026-11-05');
    assert.equal(data.billingAnchorDay, 5);
    assert.equal(data.isTrial, false);
    assert.equal(response.json.requestId, response.headers.get('x-request-id'));
    assert.equal(response.headers.get('deprecation'), null);
  });

  it('marks a request that uses lastPaymentDate as deprecated', async (t) => {
    const server = await startTestServer(t);
    const body = aSubscriptionBody({ lastPaymentDate: '2026-11-10' });
    delete body.nextPaymentDate;
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body,
    });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.headers.get('deprecation'), 'true');
    assert.equal((response.json.data as Json).nextPaymentDate, '2026-12-10');
  });

  it('answers invalid_json to an empty body', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      rawBody: '',
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal((response.json.error as Json).code, 'invalid_json');
  });

  it('refuses a name or category of only invisible characters, naming the field and the fix', async (t) => {
    const server = await startTestServer(t);
    for (const field of ['name', 'category']) {
      const response = await server.request('POST', '/api/v1/subscriptions', {
        key: server.writeKey,
        body: aSubscriptionBody({ [field]: '\u200b\u202e' }),
      });
      assert.equal(response.status, 400);
      const error = response.json.error as Json;
      assert.deepEqual([error.code, error.field], ['invalid_subscription', field]);
      assert.match(String(error.suggestedFix), /at least one visible letter, digit or symbol/);
    }
    const list = await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.deepEqual(list.json.data, []);
  });
});

describe('GET /api/v1/subscriptions', () => {
  it('lists the caller’s subscriptions newest first with pagination and query', async (t) => {
    const server = await startTestServer(t);
    await createSubscription(server, { name: 'First' });
    server.clock.advance(1000);
    await createSubscription(server, { name: 'Second' });
    const response = await server.request('GET', '/api/v1/subscriptions?limit=1&status=active', {
      key: server.readKey,
    });
    assert.equal(response.status, 200);
    assert.deepEqual(
      (response.json.data as Json[]).map((item) => item.name),
      ['Second'],
    );
    assert.deepEqual(response.json.pagination, { limit: 1, offset: 0, hasMore: true });
    assert.deepEqual(response.json.query, { sort: '-createdAt', filters: { status: 'active' } });
  });

  it('never shows another account’s subscriptions', async (t) => {
    const server = await startTestServer(t);
    await createSubscription(server);
    const other = await server.newAccount();
    const response = await server.request('GET', '/api/v1/subscriptions', { key: other.readKey });
    assert.deepEqual(response.json.data, []);
  });
});

describe('GET /api/v1/subscriptions/{id}', () => {
  it('returns the subscription, also for a read key', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server);
    const response = await server.request('GET', `/api/v1/subscriptions/${created.id}`, {
      key: server.readKey,
    });
    assert.equal(response.status, 200);
    assert.deepEqual(response.json.data, created);
  });

  it('answers subscription_not_found for another account’s id', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server);
    const other = await server.newAccount();
    const response = await server.request('GET', `/api/v1/subscriptions/${created.id}`, {
      key: other.readKey,
    });
    assert.equal(response.status, 404);
    assert.equal((response.json.error as Json).code, 'subscription_not_found');
  });

  it('rejects query parameters on an endpoint that takes none', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server);
    const response = await server.request('GET', `/api/v1/subscriptions/${created.id}?x=1`, {
      key: server.readKey,
    });
    assert.equal((response.json.error as Json).code, 'invalid_query');
  });
});

describe('PATCH /api/v1/subscriptions/{id}', () => {
  it('updates the fields sent and returns the record', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server);
    const response = await server.request('PATCH', `/api/v1/subscriptions/${created.id}`, {
      key: server.writeKey,
      body: { status: 'paused', amount: 9.5 },
    });
    assert.equal(response.status, 200, response.text);
    assert.equal((response.json.data as Json).status, 'paused');
    assert.equal((response.json.data as Json).amount, 9.5);
  });

  it('moves a paused subscription straight to cancelled', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server, { status: 'paused' });
    const response = await server.request('PATCH', `/api/v1/subscriptions/${created.id}`, {
      key: server.writeKey,
      body: { status: 'cancelled' },
    });
    assert.equal((response.json.data as Json).status, 'cancelled');
  });

  it('treats a body with no bytes as an empty patch', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server);
    const response = await server.request('PATCH', `/api/v1/subscriptions/${created.id}`, {
      key: server.writeKey,
    });
    assert.equal((response.json.error as Json).code, 'empty_patch');
  });

  it('cannot change another account’s subscription', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server);
    const other = await server.newAccount();
    const response = await server.request('PATCH', `/api/v1/subscriptions/${created.id}`, {
      key: other.writeKey,
      body: { name: 'Mine now' },
    });
    assert.equal(response.status, 404);
    const mine = await server.request('GET', `/api/v1/subscriptions/${created.id}`, {
      key: server.readKey,
    });
    assert.equal((mine.json.data as Json).name, created.name);
  });
});

describe('DELETE /api/v1/subscriptions/{id}', () => {
  it('deletes the record and answers {deleted: true}', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server);
    const response = await server.request('DELETE', `/api/v1/subscriptions/${created.id}`, {
      key: server.writeKey,
    });
    assert.equal(response.status, 200);
    assert.deepEqual(response.json, { deleted: true, requestId: response.json.requestId });
    const after = await server.request('GET', `/api/v1/subscriptions/${created.id}`, {
      key: server.readKey,
    });
    assert.equal(after.status, 404);
  });

  it('cannot delete another account’s subscription', async (t) => {
    const server = await startTestServer(t);
    const created = await createSubscription(server);
    const other = await server.newAccount();
    const response = await server.request('DELETE', `/api/v1/subscriptions/${created.id}`, {
      key: other.writeKey,
    });
    assert.equal(response.status, 404);
    const mine = await server.request('GET', `/api/v1/subscriptions/${created.id}`, {
      key: server.readKey,
    });
    assert.equal(mine.status, 200);
  });
});
