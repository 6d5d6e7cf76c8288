import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anApiKey } from '../builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

/** The `ApiKeyStore` contract (D2): round trip, revocation, per-account listing. */
export function describeApiKeyStoreContract(factory: PortsFactory): void {
  describe('ApiKeyStore contract', () => {
    const ports = useSeededPorts(factory);
    const seeded = () => ports().apiKeys;

    it('finds a stored key by its public id, and nothing for an unknown id', () => {
      const keys = seeded();
      const key = anApiKey({ scope: 'read' });
      keys.insert(key);
      assert.deepEqual(keys.findById(key.id), key);
      assert.equal(keys.findById('ffffffffffffffff'), null);
    });

    it('revokes a key and keeps the first revocation time when revoked again', () => {
      const keys = seeded();
      const key = anApiKey();
      keys.insert(key);
      assert.equal(keys.revoke(key.id, '2026-11-20T10:00:00.000Z'), true);
      assert.equal(keys.revoke(key.id, '2026-11-21T10:00:00.000Z'), true);
      assert.equal(keys.findById(key.id)?.revokedAt, '2026-11-20T10:00:00.000Z');
    });

    it('reports false when revoking an unknown key', () => {
      assert.equal(seeded().revoke('ffffffffffffffff', '2026-11-20T10:00:00.000Z'), false);
    });

    it('lists an account’s keys oldest first, revoked ones included', () => {
      const keys = seeded();
      const newer = anApiKey({ createdAt: '2026-11-02T00:00:00.000Z' });
      const older = anApiKey({
        createdAt: '2026-11-01T00:00:00.000Z',
        revokedAt: '2026-11-03T00:00:00.000Z',
      });
      keys.insert(newer);
      keys.insert(older);
      keys.insert(anApiKey({ accountId: ACCOUNT_B }));
      assert.deepEqual(keys.listByAccount(ACCOUNT_A), [older, newer]);
    });
  });
}
