import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startEchoRouteServer } from '../testing/echo-route-server.js';

describe('apiRouter', () => {
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

describe('requests no route takes', () => {
  it('lists the allowed methods of a known path, with OPTIONS under /api/v1', async (t) => {
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
