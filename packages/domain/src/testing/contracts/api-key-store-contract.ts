import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anApiKey } from '../builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

/**
 * The `ApiKeyStore` contract (D2, D27): round trip with label and last use, revocation,
 * the once-an-interval last-use write, per-account listing.
 */
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

    it('keeps a label, markup and emoji included, and a missing label as null', () => {
      const keys = seeded();
      const labelled = anApiKey({ label: '<img src=x onerror=alert(1)> 🔑' });
      const bare = anApiKey();
      keys.insert(labelled);
      keys.insert(bare);
      assert.equal(keys.findById(labelled.id)?.label, '<img src=x onerror=alert(1)> 🔑');
      assert.equal(keys.findById(bare.id)?.label, null);
      assert.equal(keys.findById(bare.id)?.lastUsedAt, null);
    });

    it('records the first use, then no second use before the given time', () => {
      const keys = seeded();
      const key = anApiKey();
      keys.insert(key);
      assert.equal(
        keys.recordUse(key.id, '2026-11-20T10:00:00.000Z', '2026-11-20T09:59:00.000Z'),
        true,
      );
      assert.equal(keys.findById(key.id)?.lastUsedAt, '2026-11-20T10:00:00.000Z');
      // Another use 30 s later: the stored use is not older than a minute, nothing is written.
      assert.equal(
        keys.recordUse(key.id, '2026-11-20T10:00:30.000Z', '2026-11-20T09:59:30.000Z'),
        false,
      );
      assert.equal(keys.findById(key.id)?.lastUsedAt, '2026-11-20T10:00:00.000Z');
      assert.equal(
        keys.recordUse(key.id, '2026-11-20T10:01:01.000Z', '2026-11-20T10:00:01.000Z'),
        true,
      );
      assert.equal(keys.findById(key.id)?.lastUsedAt, '2026-11-20T10:01:01.000Z');
    });

    it('records a use of one key only, and reports false for an unknown key', () => {
      const keys = seeded();
      const used = anApiKey();
      const other = anApiKey();
      keys.insert(used);
      keys.insert(other);
      keys.recordUse(used.id, '2026-11-20T10:00:00.000Z', '2026-11-20T09:59:00.000Z');
      assert.equal(keys.findById(other.id)?.lastUsedAt, null);
      assert.equal(
        keys.recordUse('ffffffffffffffff', '2026-11-20T10:00:00.000Z', '2026-11-20T09:59:00.000Z'),
        false,
      );
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
