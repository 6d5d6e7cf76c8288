import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathOf } from './api-context.js';
import { rawExchange } from './testing/raw-exchange.js';
import { startTestServer } from './testing/test-server.js';

describe('pathOf', () => {
  it('stops at the query or a fragment, and reads an absolute-form target', () => {
    assert.equal(pathOf('/api/v1/subscriptions?limit=5'), '/api/v1/subscriptions');
    assert.equal(pathOf('/healthz#top'), '/healthz');
    assert.equal(pathOf('/api/v1/subscriptions/'), '/api/v1/subscriptions/');
    assert.equal(pathOf('http://example.test/healthz?x=1'), '/healthz');
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
