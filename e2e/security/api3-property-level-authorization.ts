/** OWASP API Security Top 10 (2023), API3: see docs/security.md. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { snapshotAccount } from '../support/invariants.js';
import { call } from '../support/system.js';
import { aBody } from '../support/workload.js';
import { world } from './world.js';

export function describeApi3(): void {
  describe('API3 broken object property level authorization', () => {
    it('rejects server-managed and unknown fields on every write route and changes nothing', async () => {
      const before = await snapshotAccount(world.base, world.owner.writeKey);
      for (const field of ['id', 'createdAt', 'updatedAt', 'accountId', 'apiKeyId', '__proto__']) {
        for (const method of ['POST', 'PATCH'] as const) {
          const path =
            method === 'POST'
              ? '/api/v1/subscriptions'
              : `/api/v1/subscriptions/${world.ownerRecord}`;
          const text = JSON.stringify(aBody()).replace(/^\{/, `{${JSON.stringify(field)}:"x",`);
          const r = await call(world.base, world.owner.writeKey, method, path, text);
          assert.equal(r.status, 400, `${method} ${field}: ${r.text}`);
          const error = r.json?.error as { code: string; writableFields: string[] };
          assert.equal(error.code, 'invalid_subscription_field');
          assert.ok(error.writableFields.includes('amount'));
        }
      }
      for (const field of ['pushUrl', 'deviceKey', 'timeZone', 'pushConfigured']) {
        const r = await call(
          world.base,
          world.owner.writeKey,
          'PATCH',
          '/api/v1/notification-settings',
          {
            [field]: 'x',
          },
        );
        assert.equal(r.status, 400);
        assert.deepEqual((r.json!.error as { writableFields: string[] }).writableFields, [
          'daysBefore',
          'enabled',
        ]);
      }
      assert.equal(await snapshotAccount(world.base, world.owner.writeKey), before);
    });
  });
}
