import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startEchoRouteServer } from '../testing/echo-route-server.js';
import { toRouterPath } from './route-router.js';

describe('createRouteRouter', () => {
  it('finds a route and decodes its path parameter', async (t) => {
    const call = await startEchoRouteServer(t);
    const answer = await call('GET', '/api/v1/subscriptions/abc%2Fdef');
    assert.equal(answer.json.route, 'GET /api/v1/subscriptions/{id}');
    assert.deepEqual(answer.json.params, { id: 'abc/def' });
  });

  it('keeps a malformed escape raw so the id parser can reject it', async (t) => {
    const call = await startEchoRouteServer(t);
    const answer = await call('PATCH', '/api/v1/subscriptions/%E0%A4%A');
    assert.equal(answer.json.route, 'PATCH /api/v1/subscriptions/{id}');
    assert.equal(answer.json.params?.id, '%E0%A4%A');
  });

  it('answers not_found for unknown paths, trailing slashes and other letter cases', async (t) => {
    const call = await startEchoRouteServer(t);
    for (const path of ['/api/v1/unknown', '/api/v1/subscriptions/', '/API/v1/subscriptions']) {
      const answer = await call('GET', path);
      assert.deepEqual([answer.status, answer.json.code], [404, 'not_found'], path);
    }
  });
});

describe('toRouterPath', () => {
  it('turns OpenAPI path parameters into router parameters', () => {
    assert.equal(toRouterPath('/api/v1/subscriptions/{id}'), '/api/v1/subscriptions/:id');
    assert.equal(toRouterPath('/healthz'), '/healthz');
  });
});
