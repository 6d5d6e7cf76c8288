import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rawExchange } from '../testing/raw-exchange.js';
import { startTestServer } from '../testing/test-server.js';

const BAD_KEY = `stk_0123456789abcdef_${'0'.repeat(64)}`;

describe('X-Forwarded-For and the client address', () => {
  it('tells once, without --trust-proxy, that requests carry X-Forwarded-For', async (t) => {
    let warnings = 0;
    const server = await startTestServer(t, { onForwardedForIgnored: () => warnings++ });
    await server.request('GET', '/healthz');
    assert.equal(warnings, 0, 'no header, no warning');
    for (const address of ['203.0.113.7', '203.0.113.8']) {
      await server.request('GET', '/healthz', { headers: { 'X-Forwarded-For': address } });
    }
    assert.equal(warnings, 1);
  });

  it('says nothing when the proxy is trusted', async (t) => {
    let warnings = 0;
    const server = await startTestServer(t, {
      trustProxy: true,
      onForwardedForIgnored: () => warnings++,
    });
    await server.request('GET', '/healthz', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    assert.equal(warnings, 0);
  });

  it('counts the address the proxy added (the last one), not what the client wrote before it', async (t) => {
    const server = await startTestServer(t, { trustProxy: true, authFailureLimit: 2 });
    const attempt = (forged: string, real: string) =>
      server.request('GET', '/api/v1/subscriptions', {
        key: BAD_KEY,
        headers: { 'X-Forwarded-For': `${forged}, ${real}` },
      });
    assert.equal((await attempt('198.51.100.1', '203.0.113.7')).status, 401);
    assert.equal((await attempt('198.51.100.2', '203.0.113.7')).status, 401);
    assert.equal((await attempt('198.51.100.3', '203.0.113.7')).status, 429, 'blocked');
    assert.equal((await attempt('198.51.100.3', '203.0.113.9')).status, 401, 'another client');
  });
});

describe('the request target over HTTP', () => {
  it('routes by the path and reads the query (repeated names become a list)', async (t) => {
    const server = await startTestServer(t);
    const page = await server.request('GET', '/api/v1/subscriptions?limit=2&offset=0', {
      key: server.readKey,
    });
    assert.equal(page.status, 200);
    assert.deepEqual(page.json.pagination, { limit: 2, offset: 0, hasMore: false });
    const twice = await server.request('GET', '/api/v1/subscriptions?limit=2&limit=3', {
      key: server.readKey,
    });
    assert.equal(twice.status, 400);
    assert.equal(
      (twice.json.error as { code: string }).code,
      'invalid_query',
      'a repeated parameter is refused',
    );
  });

  it('answers a target in absolute form like its path', async (t) => {
    const server = await startTestServer(t);
    const { host } = new URL(server.baseUrl);
    const answer = await rawExchange(
      server.baseUrl,
      `GET http://${host}/healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    assert.match(answer, /^HTTP\/1\.1 200 OK/);
    assert.match(answer, /"status":"ok"/);
  });
});
