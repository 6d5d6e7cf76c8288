/** OWASP API Security Top 10 (2023), API4: see docs/security.md. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertWellFormed, snapshotAccount } from '../support/invariants.js';
import { call } from '../support/system.js';
import { aBody } from '../support/workload.js';
import { world } from './world.js';

export function describeApi4(): void {
  describe('API4 unrestricted resource consumption: limits', () => {
    const codeOf = (r: { json: Record<string, unknown> | null }) =>
      (r.json?.error as { code?: string } | undefined)?.code;

    it('caps the page size at 100 and the analytics horizon at 365 days', async () => {
      for (const path of ['/api/v1/subscriptions?limit=101', '/api/v1/audit-events?limit=101']) {
        const r = await call(world.base, world.owner.readKey, 'GET', path);
        assert.equal(r.status, 400, path);
        assert.equal(codeOf(r), 'invalid_pagination', path);
      }
      const ok = await call(
        world.base,
        world.owner.readKey,
        'GET',
        '/api/v1/subscriptions?limit=100',
      );
      assert.equal(ok.status, 200);
      const horizon = await call(
        world.base,
        world.owner.readKey,
        'GET',
        '/api/v1/analytics/summary?horizonDays=366',
      );
      assert.equal(horizon.status, 400);
    });

    it('refuses a body over 64 KiB on every write route with 413 payload_too_large', async () => {
      const before = await snapshotAccount(world.base, world.owner.writeKey);
      const padding = 'x'.repeat(70_000);
      for (const [method, path, body] of [
        ['POST', '/api/v1/subscriptions', { ...aBody(), name: padding }],
        ['PATCH', `/api/v1/subscriptions/${world.ownerRecord}`, { name: padding }],
        ['PATCH', '/api/v1/notification-settings', { enabled: true, locale: padding }],
      ] as const) {
        const r = await call(world.base, world.owner.writeKey, method, path, body);
        assertWellFormed(r, `${method} ${path}`);
        assert.equal(r.status, 413, `${method} ${path}`);
        assert.equal(codeOf(r), 'payload_too_large');
      }
      assert.equal(await snapshotAccount(world.base, world.owner.writeKey), before);
    });

    it('caps name at 120 and category at 80 code points', async () => {
      for (const [field, length] of [
        ['name', 121],
        ['category', 81],
      ] as const) {
        const r = await call(world.base, world.owner.writeKey, 'POST', '/api/v1/subscriptions', {
          ...aBody(),
          [field]: 'x'.repeat(length),
        });
        assert.equal(r.status, 400);
        assert.deepEqual(
          [codeOf(r), (r.json!.error as { field: string }).field],
          ['invalid_subscription', field],
        );
      }
      // Code points, not UTF-16 units (D10): 120 emoji are 240 units and still fit.
      const emoji = await call(world.base, world.owner.writeKey, 'POST', '/api/v1/subscriptions', {
        ...aBody(),
        name: '😀'.repeat(120),
      });
      assert.equal(emoji.status, 201, emoji.text);
      await call(
        world.base,
        world.owner.writeKey,
        'DELETE',
        `/api/v1/subscriptions/${(emoji.json!.data as { id: string }).id}`,
      );
    });

    it('answers request headers over 16 KiB with 431 in the error envelope and keeps serving', async () => {
      const r = await call(
        world.base,
        world.owner.readKey,
        'GET',
        '/api/v1/subscriptions',
        undefined,
        {
          'x-big': 'h'.repeat(20_000),
        },
      );
      assert.equal(r.status, 431);
      assert.equal(codeOf(r), 'request_header_too_large');
      assertWellFormed(r, 'oversize header');
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(
        (await call(world.base, null, 'GET', '/healthz')).status,
        200,
        'server still healthy after an oversize header',
      );
    });
  });
}
