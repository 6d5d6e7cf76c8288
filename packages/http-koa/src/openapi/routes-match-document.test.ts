import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listRoutes } from '../index.js';
import { documentedOperations } from './document-walk.js';
import { openApiDocument } from './openapi-document.js';

const key = ({ method, path }: { method: string; path: string }) =>
  `${method.toUpperCase()} ${path}`;
// HEAD is answered by Koa for every GET; the document does not repeat it.
const served = new Set(
  listRoutes()
    .filter((route) => route.method.toUpperCase() !== 'HEAD')
    .map(key),
);
const documented = new Set(documentedOperations(openApiDocument).map(key));

describe('the OpenAPI document and the router', () => {
  it('documents every route the server serves', () => {
    assert.deepEqual([...served].filter((route) => !documented.has(route)).sort(), []);
  });

  it('documents no operation the server does not serve', () => {
    assert.deepEqual([...documented].filter((route) => !served.has(route)).sort(), []);
  });

  it('compares non-empty sets, so an empty router cannot pass', () => {
    assert.ok(served.size >= 20, `${served.size} routes served`);
    assert.ok(served.has('GET /api/v1/audit-events'));
  });
});
