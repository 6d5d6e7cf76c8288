import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IdempotencyRecord } from '../../idempotency/idempotency-record.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

function aRecord(overrides: Partial<IdempotencyRecord> = {}): IdempotencyRecord {
  return {
    accountId: ACCOUNT_A,
    key: 'key-1',
    method: 'POST',
    path: '/api/v1/subscriptions',
    bodyHash: 'hash-1',
    createdAt: '2026-11-21T08:00:00.000Z',
    expiresAt: '2026-11-22T08:00:00.000Z',
    response: null,
    leaseUntil: '2026-11-21T08:01:00.000Z',
    ...overrides,
  };
}

const answer = {
  status: 201,
  headers: { 'Content-Type': 'application/json; charset=utf-8', Location: '/api/v1/x' },
  body: '{"data":{"name":"Ünïcode ✓"},"requestId":"r1"}',
};

/**
 * The `IdempotencyStore` contract: one record per account and key, kept exactly
 * (answer headers and body text included), replaced by `save`, rolled back with its unit
 * of work, and expired records removed in bounded batches.
 */
export function describeIdempotencyStoreContract(factory: PortsFactory): void {
  describe('IdempotencyStore contract', () => {
    const ports = useSeededPorts(factory);

    it('finds nothing for a key never saved', async () => {
      assert.equal(await ports().idempotency.find(ACCOUNT_A, 'key-1'), null);
    });

    it('keeps an in-flight record and its answer exactly as saved', async () => {
      const store = ports().idempotency;
      await store.save(aRecord());
      assert.deepEqual(await store.find(ACCOUNT_A, 'key-1'), aRecord());
      const done = aRecord({ response: answer, leaseUntil: null });
      await store.save(done);
      assert.deepEqual(await store.find(ACCOUNT_A, 'key-1'), done);
    });

    it('keeps the same key of two accounts apart', async () => {
      const store = ports().idempotency;
      await store.save(aRecord({ bodyHash: 'of-a' }));
      await store.save(aRecord({ accountId: ACCOUNT_B, bodyHash: 'of-b' }));
      assert.equal((await store.find(ACCOUNT_A, 'key-1'))?.bodyHash, 'of-a');
      assert.equal((await store.find(ACCOUNT_B, 'key-1'))?.bodyHash, 'of-b');
      await store.remove(ACCOUNT_A, 'key-1');
      assert.equal(await store.find(ACCOUNT_A, 'key-1'), null);
      assert.equal((await store.find(ACCOUNT_B, 'key-1'))?.bodyHash, 'of-b');
    });

    it('forgets a record saved in a unit of work that threw', async () => {
      const p = ports();
      await assert.rejects(() =>
        p.unitOfWork.transaction(async (tx) => {
          await tx.idempotency.save(aRecord());
          throw new Error('the write failed');
        }),
      );
      assert.equal(await p.idempotency.find(ACCOUNT_A, 'key-1'), null);
    });

    it('removes expired records, at most `limit` at a time, and keeps the rest', async () => {
      const store = ports().idempotency;
      for (const key of ['old-1', 'old-2', 'old-3']) {
        await store.save(aRecord({ key, expiresAt: '2026-11-21T07:00:00.000Z' }));
      }
      await store.save(aRecord({ key: 'now', expiresAt: '2026-11-21T08:00:00.000Z' }));
      await store.save(aRecord({ key: 'live', expiresAt: '2026-11-21T09:00:00.000Z' }));
      assert.equal(await store.removeExpired('2026-11-21T08:00:00.000Z', 2), 2);
      assert.equal(await store.removeExpired('2026-11-21T08:00:00.000Z', 10), 2);
      assert.equal(await store.removeExpired('2026-11-21T08:00:00.000Z', 10), 0);
      assert.notEqual(await store.find(ACCOUNT_A, 'live'), null);
    });
  });
}
