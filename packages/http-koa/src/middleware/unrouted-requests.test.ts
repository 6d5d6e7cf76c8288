import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startEchoRouteServer } from '../testing/echo-route-server.js';

describe('unroutedRequests', () => {
  it('lists the allowed methods of a known path, with OPTIONS under /api/v1 (D23)', async (t) => {
    const call = await startEchoRouteServer(t);
    const put = await call('PUT', '/api/v1/subscriptions/x');
    assert.deepEqual([put.status, put.json.code], [405, 'method_not_allowed']);
    assert.equal(put.allow, 'GET, HEAD, PATCH, DELETE, OPTIONS');
    const post = await call('POST', '/healthz');
    assert.deepEqual([post.status, post.allow], [405, 'GET, HEAD']);
  });

  it('serves HEAD with the GET route of the path (RFC 9110), never on a path without GET', async (t) => {
    const call = await startEchoRouteServer(t);
    for (const path of ['/healthz', '/api/v1/subscriptions', '/calendar/abc.ics', '/docs']) {
      assert.equal((await call('HEAD', path)).status, 200, path);
    }
    const head = await call('HEAD', '/api/v1/imports');
    assert.deepEqual([head.status, head.allow], [405, 'POST, OPTIONS']);
  });

  it('refuses unknown methods and OPTIONS outside /api/v1 with 405', async (t) => {
    const call = await startEchoRouteServer(t);
    for (const method of ['PROPFIND', 'OPTIONS']) {
      const answer = await call(method, '/healthz');
      assert.deepEqual([answer.status, answer.allow], [405, 'GET, HEAD'], method);
    }
  });

  it('answers 404 whatever the method on an unknown path', async (t) => {
    const call = await startEchoRouteServer(t);
    for (const method of ['GET', 'PROPFIND', 'OPTIONS']) {
      const answer = await call(method, '/nowhere');
      assert.deepEqual([answer.status, answer.json.code], [404, 'not_found'], method);
    }
  });
});
