import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listRoutes, matchRoute, ROUTES } from './route-table.js';

describe('matchRoute', () => {
  it('finds a route and decodes its path parameter', () => {
    const match = matchRoute(ROUTES, 'GET', '/api/v1/subscriptions/abc%2Fdef');
    assert.equal(match.kind, 'found');
    if (match.kind === 'found') assert.deepEqual(match.params, { id: 'abc/def' });
  });

  it('keeps a malformed escape raw so the id parser can reject it', () => {
    const match = matchRoute(ROUTES, 'GET', '/api/v1/subscriptions/%E0%A4%A');
    assert.equal(match.kind, 'found');
    if (match.kind === 'found') assert.equal(match.params.id, '%E0%A4%A');
  });

  it('lists the allowed methods of a known path, with OPTIONS under /api/v1 (D23)', () => {
    assert.deepEqual(matchRoute(ROUTES, 'PUT', '/api/v1/subscriptions/x'), {
      kind: 'method_not_allowed',
      allow: ['GET', 'PATCH', 'DELETE', 'OPTIONS'],
    });
    assert.deepEqual(matchRoute(ROUTES, 'POST', '/healthz'), {
      kind: 'method_not_allowed',
      allow: ['GET'],
    });
  });

  it('answers not_found for unknown paths and trailing slashes', () => {
    assert.equal(matchRoute(ROUTES, 'GET', '/api/v1/unknown').kind, 'not_found');
    assert.equal(matchRoute(ROUTES, 'GET', '/api/v1/subscriptions/').kind, 'not_found');
  });
});

describe('listRoutes', () => {
  it('names every served method and path, preflights included', () => {
    const routes = listRoutes().map(({ method, path }) => `${method} ${path}`);
    for (const expected of [
      'GET /api/v1/subscriptions',
      'POST /api/v1/subscriptions',
      'PATCH /api/v1/subscriptions/{id}',
      'DELETE /api/v1/subscriptions/{id}',
      'GET /api/v1/audit-events',
      'PATCH /api/v1/notification-settings',
      'GET /healthz',
      'GET /docs',
      'OPTIONS /api/v1/subscriptions/{id}',
      'OPTIONS /api/v1/analytics/summary',
    ]) {
      assert.ok(routes.includes(expected), expected);
    }
    assert.ok(!routes.includes('OPTIONS /healthz'));
    assert.equal(new Set(routes).size, routes.length);
  });
});
