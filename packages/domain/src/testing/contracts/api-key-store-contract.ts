import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anApiKey } from '../builders.js';
import { DEFAULT_MEMBER_ID } from '../owner-builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

/**
 * The `ApiKeyStore` contract: round trip with label, maker and last use, revocation,
 * the once-an-interval last-use write, per-account listing.
 */
export function describeApiKeyStoreContract(factory: PortsFactory): void {
  describe('ApiKeyStore contract', () => {
    const ports = useSeededPorts(factory);
    const seeded = () => ports().apiKeys;

    it('finds a stored key by its public id, and nothing for an unknown id', async () => {
      const keys = seeded();
      const key = anApiKey({ scope: 'read' });
      await keys.insert(key);
      assert.deepEqual(await keys.findById(key.id), key);
      assert.equal(await keys.findById('ffffffffffffffff'), null);
    });

    it('keeps a label, markup and emoji included, and a missing label as null', async () => {
      const keys = seeded();
      const labelled = anApiKey({ label: '<img src=x onerror=alert(1)> 🔑' });
      const bare = anApiKey();
      await keys.insert(labelled);
      await keys.insert(bare);
      assert.equal((await keys.findById(labelled.id))?.label, '<img src=x onerror=alert(1)> 🔑');
      assert.equal((await keys.findById(bare.id))?.label, null);
      assert.equal((await keys.findById(bare.id))?.lastUsedAt, null);
    });

    it('keeps who made a key, and null for a key nobody in particular made', async () => {
      const keys = seeded();
      const made = anApiKey({ createdBy: DEFAULT_MEMBER_ID });
      const bare = anApiKey();
      await keys.insert(made);
      await keys.insert(bare);
      assert.equal((await keys.findById(made.id))?.createdBy, DEFAULT_MEMBER_ID);
      assert.equal((await keys.findById(bare.id))?.createdBy, null);
      assert.deepEqual(
        (await keys.listByAccount(ACCOUNT_A)).map((key) => key.createdBy),
        [DEFAULT_MEMBER_ID, null],
      );
    });

    it('records the first use, then no second use before the given time', async () => {
      const keys = seeded();
      const key = anApiKey();
      await keys.insert(key);
      assert.equal(
        await keys.recordUse(key.id, '2026-11-20T10:00:00.000Z', '2026-11-20T09:59:00.000Z'),
        true,
      );
      assert.equal((await keys.findById(key.id))?.lastUsedAt, '2026-11-20T10:00:00.000Z');
      // Another use 30 s later: the stored use is not older than a minute, nothing is written.
      assert.equal(
        await keys.recordUse(key.id, '2026-11-20T10:00:30.000Z', '2026-11-20T09:59:30.000Z'),
        false,
      );
      assert.equal((await keys.findById(key.id))?.lastUsedAt, '2026-11-20T10:00:00.000Z');
      assert.equal(
        await keys.recordUse(key.id, '2026-11-20T10:01:01.000Z', '2026-11-20T10:00:01.000Z'),
        true,
      );
      assert.equal((await keys.findById(key.id))?.lastUsedAt, '2026-11-20T10:01:01.000Z');
    });

    it('records a use of one key only, and reports false for an unknown key', async () => {
      const keys = seeded();
      const used = anApiKey();
      const other = anApiKey();
      await keys.insert(used);
      await keys.insert(other);
      await keys.recordUse(used.id, '2026-11-20T10:00:00.000Z', '2026-11-20T09:59:00.000Z');
      assert.equal((await keys.findById(other.id))?.lastUsedAt, null);
      assert.equal(
        await keys.recordUse(
          'ffffffffffffffff',
          '2026-11-20T10:00:00.000Z',
          '2026-11-20T09:59:00.000Z',
        ),
        false,
      );
    });

    it('revokes a key and keeps the first revocation time when revoked again', async () => {
      const keys = seeded();
      const key = anApiKey();
      await keys.insert(key);
      assert.equal(await keys.revoke(key.id, '2026-11-20T10:00:00.000Z'), true);
      assert.equal(await keys.revoke(key.id, '2026-11-21T10:00:00.000Z'), true);
      assert.equal((await keys.findById(key.id))?.revokedAt, '2026-11-20T10:00:00.000Z');
    });

    it('reports false when revoking an unknown key', async () => {
      assert.equal(await seeded().revoke('ffffffffffffffff', '2026-11-20T10:00:00.000Z'), false);
    });

    it('lists an account’s keys oldest first, revoked ones included', async () => {
      const keys = seeded();
      const newer = anApiKey({ createdAt: '2026-11-02T00:00:00.000Z' });
      const older = anApiKey({
        createdAt: '2026-11-01T00:00:00.000Z',
        revokedAt: '2026-11-03T00:00:00.000Z',
      });
      await keys.insert(newer);
      await keys.insert(older);
      await keys.insert(anApiKey({ accountId: ACCOUNT_B }));
      assert.deepEqual(await keys.listByAccount(ACCOUNT_A), [older, newer]);
    });
  });
}
