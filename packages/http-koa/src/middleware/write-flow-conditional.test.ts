// D32: strong ETags, If-None-Match (304) and If-Match (412), over real HTTP.
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { cliWriteContext, configureNotifications } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startTestServer, type TestServer } from '../testing/test-server.js';

async function created(t: TestContext) {
  const server = await startTestServer(t);
  const answer = await server.request('POST', '/api/v1/subscriptions', {
    key: server.writeKey,
    body: aSubscriptionBody(),
  });
  const path = answer.headers.get('location')!;
  return { server, path, etag: answer.headers.get('etag')! };
}

const patch = (server: TestServer, path: string, body: unknown, ifMatch?: string) =>
  server.request('PATCH', path, {
    key: server.writeKey,
    body,
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });

describe('conditional requests', () => {
  it('sends one strong ETag for POST and GET of the same version', async (t) => {
    const { server, path, etag } = await created(t);
    assert.match(etag, /^"[^"]+"$/);
    const read = await server.request('GET', path, { key: server.readKey });
    assert.equal(read.headers.get('etag'), etag);
    assert.match(read.headers.get('access-control-expose-headers') ?? '', /\bETag\b/);
  });

  it('answers 304 without a body when If-None-Match holds the current ETag', async (t) => {
    const { server, path, etag } = await created(t);
    const fresh = await server.request('GET', path, {
      key: server.readKey,
      headers: { 'If-None-Match': `"other", ${etag}` },
    });
    assert.equal(fresh.status, 304);
    assert.equal(fresh.text, '');
    assert.equal(fresh.headers.get('etag'), etag);
    const stale = await server.request('GET', path, {
      key: server.readKey,
      headers: { 'If-None-Match': '"old"' },
    });
    assert.equal(stale.status, 200);
  });

  it('gives a new ETag after every PATCH, even within one millisecond', async (t) => {
    const { server, path, etag } = await created(t);
    // The fake clock stands still: updatedAt repeats, the ETag must not.
    const first = await patch(server, path, { amount: 1 }, etag);
    const second = await patch(server, path, { amount: 2 }, first.headers.get('etag')!);
    assert.deepEqual([first.status, second.status], [200, 200]);
    const tags = new Set([etag, first.headers.get('etag'), second.headers.get('etag')]);
    assert.equal(tags.size, 3);
    const read = await server.request('GET', path, { key: server.readKey });
    assert.equal(read.headers.get('etag'), second.headers.get('etag'));
  });

  it('refuses a PATCH or DELETE with a stale If-Match: 412, the current ETag, nothing changed', async (t) => {
    const { server, path, etag } = await created(t);
    const changed = await patch(server, path, { name: 'Changed' });
    const current = changed.headers.get('etag')!;
    const refused = await patch(server, path, { name: 'Lost update' }, etag);
    assert.equal(refused.status, 412);
    assert.equal((refused.json.error as { code: string }).code, 'precondition_failed');
    assert.equal(refused.headers.get('etag'), current);
    const del = await server.request('DELETE', path, {
      key: server.writeKey,
      headers: { 'If-Match': etag },
    });
    assert.equal(del.status, 412);
    const read = await server.request('GET', path, { key: server.readKey });
    assert.equal((read.json.data as { name: string }).name, 'Changed');
    assert.equal(read.headers.get('etag'), current);
  });

  it('lets `If-Match: *` through for an existing record, and answers 404 for a missing one', async (t) => {
    const { server, path } = await created(t);
    assert.equal((await patch(server, path, { name: 'Any' }, '*')).status, 200);
    const missing = '/api/v1/subscriptions/0190a1b2-0000-7000-8000-000000000000';
    assert.equal((await patch(server, missing, { name: 'Any' }, '*')).status, 404);
  });

  it('lets exactly one of two clients racing with the same ETag win', async (t) => {
    const { server, path, etag } = await created(t);
    const answers = await Promise.all([
      patch(server, path, { name: 'Alice' }, etag),
      patch(server, path, { name: 'Bob' }, etag),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 412]);
    const winner = answers.find((a) => a.status === 200)!;
    const read = await server.request('GET', path, { key: server.readKey });
    assert.deepEqual(read.json.data, winner.json.data);
  });

  it('does the same for the notification settings', async (t) => {
    const server = await startTestServer(t);
    await configureNotifications(server.ports, cliWriteContext(server.accountId, 'setup'), {});
    const path = '/api/v1/notification-settings';
    const read = await server.request('GET', path, { key: server.readKey });
    const etag = read.headers.get('etag')!;
    assert.match(etag, /^"[^"]+"$/);
    const notModified = await server.request('GET', path, {
      key: server.readKey,
      headers: { 'If-None-Match': etag },
    });
    assert.equal(notModified.status, 304);
    const updated = await patch(server, path, { daysBefore: 7 }, etag);
    assert.equal(updated.status, 200);
    assert.notEqual(updated.headers.get('etag'), etag);
    const stale = await patch(server, path, { daysBefore: 1 }, etag);
    assert.equal(stale.status, 412);
    assert.equal(stale.headers.get('etag'), updated.headers.get('etag'));
  });

  it('sends no ETag on lists', async (t) => {
    const { server } = await created(t);
    const list = await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.equal(list.headers.get('etag'), null);
  });

  it('lets browsers send the conditional and idempotency headers (preflight)', async (t) => {
    const server = await startTestServer(t);
    const answer = await server.request('OPTIONS', '/api/v1/subscriptions', {
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'PATCH' },
    });
    const allowed = answer.headers.get('access-control-allow-headers') ?? '';
    for (const name of ['Idempotency-Key', 'If-Match', 'If-None-Match']) {
      assert.match(allowed, new RegExp(`\\b${name}\\b`));
    }
    assert.match(answer.headers.get('access-control-expose-headers') ?? '', /Idempotent-Replayed/);
  });
});
