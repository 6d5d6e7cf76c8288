import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestServer } from '../testing/test-server.js';

const PREFLIGHT = {
  headers: {
    Origin: 'https://app.example',
    'Access-Control-Request-Method': 'PATCH',
    'Access-Control-Request-Headers': 'authorization, content-type',
  },
};

describe('OPTIONS preflight', () => {
  it('answers 204 on the collection and item paths without a key', async (t) => {
    const server = await startTestServer(t);
    for (const path of [
      '/api/v1/subscriptions',
      '/api/v1/subscriptions/0190f1a2-0000-7000-8000-000000000000',
      '/api/v1/analytics/summary',
    ]) {
      const response = await server.request('OPTIONS', path, PREFLIGHT);
      assert.equal(response.status, 204, path);
      assert.equal(
        response.headers.get('access-control-allow-methods'),
        'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      );
      assert.equal(
        response.headers.get('access-control-allow-headers'),
        'Authorization, Content-Type, Idempotency-Key, If-Match, If-None-Match',
      );
      assert.equal(response.headers.get('access-control-max-age'), '7200');
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      assert.ok(response.headers.get('x-request-id'));
    }
  });

  it('uses no quota', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 1 });
    await server.request('OPTIONS', '/api/v1/subscriptions', PREFLIGHT);
    const response = await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.equal(response.status, 200);
  });

  it('is not served outside /api/v1', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('OPTIONS', '/healthz', PREFLIGHT);
    assert.equal(response.status, 405);
  });
});
