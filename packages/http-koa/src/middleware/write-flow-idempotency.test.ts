// D31: Idempotency-Key on POST, PATCH and DELETE, over real HTTP on a SQLite file.
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { beginIdempotentRequest, fingerprintBody } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const COLLECTION = '/api/v1/subscriptions';

function post(server: TestServer, key: string, body: unknown = aSubscriptionBody()) {
  return server.request('POST', COLLECTION, {
    key: server.writeKey,
    body,
    headers: { 'Idempotency-Key': key },
  });
}

async function count(server: TestServer): Promise<number> {
  const list = await server.request('GET', `${COLLECTION}?limit=100`, { key: server.readKey });
  return (list.json.data as unknown[]).length;
}

async function serverWithOne(t: TestContext) {
  const server = await startTestServer(t);
  const first = await post(server, 'key-1');
  assert.equal(first.status, 201, first.text);
  return { server, first };
}

describe('Idempotency-Key', () => {
  it('replays a POST: the same status, body and Location, marked replayed, one record', async (t) => {
    const { server, first } = await serverWithOne(t);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const again = await post(server, 'key-1');
    assert.equal(again.status, 201);
    assert.equal(again.text, first.text);
    assert.equal(again.headers.get('location'), first.headers.get('location'));
    assert.equal(again.headers.get('etag'), first.headers.get('etag'));
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    // The body is the first answer, requestId included; the header agrees with it (D23).
    assert.equal(again.headers.get('x-request-id'), first.json.requestId);
    assert.equal(await count(server), 1);
  });

  it('refuses the key for another body, path or method with 422, changing nothing', async (t) => {
    const { server, first } = await serverWithOne(t);
    const id = (first.json.data as { id: string }).id;
    const other = await server.request('POST', COLLECTION, {
      key: server.writeKey,
      body: aSubscriptionBody({ name: 'Other' }),
    });
    const otherId = (other.json.data as { id: string }).id;
    const patch = (target: string, key: string) =>
      server.request('PATCH', `${COLLECTION}/${target}`, {
        key: server.writeKey,
        body: { name: 'Renamed' },
        headers: { 'Idempotency-Key': key },
      });
    assert.equal((await patch(id, 'patch-key')).status, 200);
    const answers = [
      await post(server, 'key-1', aSubscriptionBody({ name: 'Changed body' })),
      await patch(otherId, 'patch-key'),
      await patch(id, 'key-1'),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 422, answer.text);
      assert.equal((answer.json.error as { code: string }).code, 'idempotency_key_reused');
    }
    const kept = await server.request('GET', `${COLLECTION}/${otherId}`, { key: server.readKey });
    assert.equal((kept.json.data as { name: string }).name, 'Other');
    assert.equal(await count(server), 2);
  });

  it('creates one record from two identical requests sent at once', async (t) => {
    const server = await startTestServer(t);
    const [a, b] = await Promise.all([post(server, 'twin'), post(server, 'twin')]);
    assert.deepEqual([a.status, b.status], [201, 201]);
    assert.equal(
      a.json.data && (a.json.data as { id: string }).id,
      (b.json.data as { id: string }).id,
    );
    assert.equal(await count(server), 1);
  });

  it('does not store a 400: the corrected request with the same key runs', async (t) => {
    const server = await startTestServer(t);
    const bad = await post(server, 'fix-me', aSubscriptionBody({ amount: -1 }));
    assert.equal(bad.status, 400);
    const fixed = await post(server, 'fix-me');
    assert.equal(fixed.status, 201, fixed.text);
    assert.equal(fixed.headers.get('idempotent-replayed'), null);
  });

  it('stores a 404 of a PATCH and replays it', async (t) => {
    const server = await startTestServer(t);
    const path = `${COLLECTION}/0190a1b2-0000-7000-8000-000000000000`;
    const send = () =>
      server.request('PATCH', path, {
        key: server.writeKey,
        body: { name: 'X' },
        headers: { 'Idempotency-Key': 'gone' },
      });
    const first = await send();
    assert.equal(first.status, 404);
    const again = await send();
    assert.equal(again.status, 404);
    assert.equal(again.text, first.text);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
  });

  it('answers 409 while the first request still runs (a claim another process holds)', async (t) => {
    const server = await startTestServer(t);
    const body = aSubscriptionBody();
    await beginIdempotentRequest(
      server.ports,
      { accountId: server.accountId, key: 'busy-key' },
      { method: 'POST', path: COLLECTION, bodyHash: fingerprintBody(body) },
    );
    const answer = await post(server, 'busy-key', body);
    assert.equal(answer.status, 409);
    assert.equal((answer.json.error as { code: string }).code, 'idempotency_key_in_use');
    assert.equal(await count(server), 0);
  });

  it('forgets a key after 24 hours', async (t) => {
    const { server } = await serverWithOne(t);
    server.clock.advance(24 * 60 * 60 * 1000);
    const later = await post(server, 'key-1', aSubscriptionBody({ name: 'Next day' }));
    assert.equal(later.status, 201, later.text);
    assert.equal(later.headers.get('idempotent-replayed'), null);
    assert.equal(await count(server), 2);
  });

  it('counts a replay against the hourly quota', async (t) => {
    const { server, first } = await serverWithOne(t);
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    const again = await post(server, 'key-1');
    assert.equal(Number(again.headers.get('x-ratelimit-remaining')), remaining - 1);
  });

  it('refuses a key that is empty or longer than 255 characters with 400', async (t) => {
    const server = await startTestServer(t);
    for (const key of ['', 'k'.repeat(256)]) {
      const answer = await post(server, key);
      assert.equal(answer.status, 400, key);
      const error = answer.json.error as { code: string; field: string; message: string };
      assert.equal(error.code, 'invalid_idempotency_key');
      assert.equal(error.field, 'Idempotency-Key');
      assert.match(error.message, /1 to 255 printable ASCII/);
    }
    assert.equal((await post(server, 'k'.repeat(255))).status, 201);
  });

  it('replays a DELETE', async (t) => {
    const { server, first } = await serverWithOne(t);
    const path = first.headers.get('location')!;
    const del = () =>
      server.request('DELETE', path, { key: server.writeKey, headers: { 'Idempotency-Key': 'd' } });
    const a = await del();
    const b = await del();
    assert.deepEqual([a.status, b.status], [200, 200]);
    assert.equal(b.headers.get('idempotent-replayed'), 'true');
  });
});
