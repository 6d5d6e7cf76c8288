import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startTestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;

describe('GET /api/v1/audit-events', () => {
  it('lists the writes newest first with key id and request id', async (t) => {
    const server = await startTestServer(t);
    const created = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody({ name: 'Gym' }),
    });
    const id = (created.json.data as Json).id as string;
    server.clock.advance(1000);
    const patched = await server.request('PATCH', `/api/v1/subscriptions/${id}`, {
      key: server.writeKey,
      body: { name: 'Gym and pool' },
    });
    const response = await server.request(
      'GET',
      '/api/v1/audit-events?limit=10&resourceType=subscription',
      { key: server.readKey },
    );
    assert.equal(response.status, 200, response.text);
    const events = response.json.data as Json[];
    assert.deepEqual(
      events.map((event) => event.action),
      ['subscription.updated', 'subscription.created'],
    );
    assert.equal(events[0]!.requestId, patched.json.requestId);
    assert.equal(events[0]!.resourceId, id);
    assert.deepEqual((events[0]!.changes as Json).name, { from: 'Gym', to: 'Gym and pool' });
    assert.equal(events[1]!.requestId, created.json.requestId);
    assert.deepEqual(events[0]!.actor, { type: 'api_key', id: events[0]!.apiKeyId });
    assert.doesNotMatch(response.text, new RegExp(server.writeKey));
    assert.deepEqual(response.json.pagination, { limit: 10, offset: 0, hasMore: false });
    assert.deepEqual(response.json.query, { filters: { resourceType: 'subscription' } });
  });

  it('keeps only the deletion record of a deleted subscription', async (t) => {
    const server = await startTestServer(t);
    const created = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody(),
    });
    const id = (created.json.data as Json).id as string;
    await server.request('DELETE', `/api/v1/subscriptions/${id}`, { key: server.writeKey });
    const response = await server.request('GET', `/api/v1/audit-events?resourceId=${id}`, {
      key: server.readKey,
    });
    const events = response.json.data as Json[];
    assert.equal(events.length, 1);
    assert.equal(events[0]!.action, 'subscription.deleted');
    assert.equal(events[0]!.changes, null);
  });

  it('shows no other account’s events', async (t) => {
    const server = await startTestServer(t);
    await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody(),
    });
    const other = await server.newAccount();
    const response = await server.request('GET', '/api/v1/audit-events', { key: other.readKey });
    const events = response.json.data as Json[];
    // Only the other account's own key creations (D30), none of the first account's writes.
    assert.deepEqual(
      events.map((event) => event.action),
      ['api_key.created', 'api_key.created'],
    );
  });

  it('rejects an unknown action filter', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/audit-events?action=nope', {
      key: server.readKey,
    });
    assert.equal((response.json.error as Json).code, 'invalid_query');
  });
});
