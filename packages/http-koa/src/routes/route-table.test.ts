import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isApiPath } from './api-path.js';
import { listRoutes } from './route-table.js';

describe('isApiPath', () => {
  it('is true for /api/v1 and the paths below it only', () => {
    assert.ok(isApiPath('/api/v1'));
    assert.ok(isApiPath('/api/v1/subscriptions'));
    assert.ok(!isApiPath('/api/v10'));
    assert.ok(!isApiPath('/healthz'));
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
