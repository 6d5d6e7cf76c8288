/** OWASP API Security Top 10 (2023), API1: see docs/security.md. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { call } from '../support/system.js';
import { world } from './world.js';

export function describeApi1(): void {
  describe('API1 broken object level authorization: another account key', () => {
    it('cannot read, change or delete a record by id (404 subscription_not_found)', async () => {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { amount: 1 }],
        ['DELETE', undefined],
      ] as const) {
        const r = await call(
          world.base,
          world.intruder.writeKey,
          method,
          `/api/v1/subscriptions/${world.ownerRecord}`,
          body,
        );
        assert.equal(r.status, 404, `${method}: ${r.text}`);
        assert.equal((r.json!.error as { code: string }).code, 'subscription_not_found');
      }
      const still = await call(
        world.base,
        world.owner.readKey,
        'GET',
        `/api/v1/subscriptions/${world.ownerRecord}`,
      );
      assert.equal(still.status, 200);
    });

    it('cannot change the owner settings: its PATCH reaches only its own', async () => {
      const ownerBefore = await call(
        world.base,
        world.owner.readKey,
        'GET',
        '/api/v1/notification-settings',
      );
      const r = await call(
        world.base,
        world.intruder.writeKey,
        'PATCH',
        '/api/v1/notification-settings',
        {
          enabled: false,
          daysBefore: 14,
        },
      );
      assert.equal(r.status, 200, r.text);
      const ownerAfter = await call(
        world.base,
        world.owner.readKey,
        'GET',
        '/api/v1/notification-settings',
      );
      assert.deepEqual(ownerAfter.json!.data, ownerBefore.json!.data);
    });

    it('finds nothing when it filters for the owner record by id or name', async () => {
      for (const path of [
        `/api/v1/audit-events?resourceId=${world.ownerRecord}`,
        '/api/v1/subscriptions?q=Owner%20secret',
      ]) {
        const r = await call(world.base, world.intruder.readKey, 'GET', path);
        assert.equal(r.status, 200, `${path}: ${r.text}`);
        assert.deepEqual(r.json!.data, [], path);
      }
    });

    it('sees none of the owner data in lists, analytics, audit or settings', async () => {
      for (const path of [
        '/api/v1/subscriptions',
        '/api/v1/analytics/summary',
        '/api/v1/analytics/duplicates',
        '/api/v1/analytics/optimizations',
        '/api/v1/audit-events',
        '/api/v1/notification-settings',
      ]) {
        const r = await call(world.base, world.intruder.readKey, 'GET', path);
        assert.equal(r.status, 200, `${path}: ${r.text}`);
        assert.ok(
          !r.text.includes(world.ownerRecord) && !r.text.includes('Owner secret plan'),
          `${path} leaks the owner's data`,
        );
      }
    });
  });
}
