/** OWASP API Security Top 10 (2023), API5: see docs/security.md. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { snapshotAccount } from '../support/invariants.js';
import { call } from '../support/system.js';
import { WRITE_ROUTES, world } from './world.js';

export function describeApi5(): void {
  describe('API5 broken function level authorization: a read key', () => {
    it('gets 403 insufficient_scope on every write route and changes nothing', async () => {
      const before = await snapshotAccount(world.base, world.owner.writeKey);
      for (const [method, path, body] of WRITE_ROUTES) {
        const r = await call(world.base, world.owner.readKey, method, path(), body);
        assert.equal(r.status, 403, `${method} ${path()}: ${r.text}`);
        const error = r.json?.error as { code: string; suggestedFix: string };
        assert.equal(error.code, 'insufficient_scope');
        assert.ok(error.suggestedFix.length > 0);
      }
      assert.equal(await snapshotAccount(world.base, world.owner.writeKey), before);
    });
  });
}
