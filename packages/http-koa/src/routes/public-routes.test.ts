import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestServer } from '../testing/test-server.js';

describe('GET /healthz', () => {
  it('answers ok without a key', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/healthz');
    assert.equal(response.status, 200);
    assert.deepEqual(response.json, {
      status: 'ok',
      requestId: response.headers.get('x-request-id'),
    });
  });

  it('answers 503 without details when the database does not answer', async (t) => {
    const server = await startTestServer(t, {
      checkHealth: () => {
        throw new Error('SQLITE_CANTOPEN');
      },
    });
    const response = await server.request('GET', '/healthz');
    assert.equal(response.status, 503);
    assert.equal((response.json.error as { code: string }).code, 'service_unavailable');
    assert.doesNotMatch(response.text, /SQLITE/);
  });

  it('uses no quota', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 1 });
    await server.request('GET', '/healthz');
    const response = await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.equal(response.status, 200);
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('serves the OpenAPI 3.1 document without a key', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/openapi.json');
    assert.equal(response.status, 200);
    assert.match(String(response.json.openapi), /^3\.1\./);
    assert.equal((response.json.info as { version: string }).version, '1.0.0');
    assert.equal(response.json.requestId, undefined);
    assert.ok(response.headers.get('x-request-id'));
  });
});

describe('GET /docs', () => {
  it('serves an HTML page', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/docs');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(response.text, /<html/i);
  });
});
