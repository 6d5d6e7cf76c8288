/** OWASP API Security Top 10 (2023), API9: see docs/security.md. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { call } from '../support/system.js';
import { world } from './world.js';

export function describeApi9(): void {
  describe('API9 improper inventory management', () => {
    it('serves exactly the operations of its OpenAPI document', async () => {
      const doc = (await call(world.base, null, 'GET', '/api/v1/openapi.json')).json as {
        paths: Record<string, Record<string, unknown>>;
      };
      const methods = ['get', 'post', 'patch', 'delete', 'put'];
      for (const [path, operations] of Object.entries(doc.paths)) {
        const concrete = path.replace('{id}', world.ownerRecord);
        for (const method of methods) {
          const r = await call(
            world.base,
            world.owner.readKey,
            method.toUpperCase(),
            concrete,
            method === 'get' || method === 'delete' ? undefined : {},
          );
          if (method in operations)
            assert.notEqual(r.status, 405, `${method} ${path} documented but not served`);
          else assert.equal(r.status, 405, `${method} ${path} served but not documented`);
        }
      }
      for (const path of [
        '/api/v2/subscriptions',
        '/api/v1/admin',
        '/api/v1/keys',
        '/.env',
        '/api/v1/subscriptions/x/y',
      ]) {
        const r = await call(world.base, world.owner.readKey, 'GET', path);
        assert.equal(r.status, 404, path);
        // Outside the API's prefixes the web application answers with its own 404 page (D27).
        if (path.startsWith('/api/'))
          assert.equal((r.json!.error as { code: string }).code, 'not_found');
        else assert.match(r.text, /<h1>Page not found<\/h1>/);
      }
    });
  });
}
