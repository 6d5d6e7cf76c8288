import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { RequestQuotaStore } from '../../ports/request-quota-store.js';

/** Gives a fresh, empty store for one test (an adapter may answer a promise). */
export type RequestQuotaStoreFactory = () => RequestQuotaStore | Promise<RequestQuotaStore>;

const HOUR_8 = '2026-11-21T08:00:00.000Z';
const HOUR_9 = '2026-11-21T09:00:00.000Z';

/**
 * The `RequestQuotaStore` contract: counts up to the limit and no further, even
 * when many requests arrive at once; a later window starts from zero, an earlier one never
 * resets the current; keys are apart; a refund gives back one unit of its own window.
 */
export function describeRequestQuotaStoreContract(factory: RequestQuotaStoreFactory): void {
  describe('RequestQuotaStore contract', () => {
    let store: RequestQuotaStore;
    beforeEach(async () => {
      store = await factory();
    });

    it('counts requests up to the limit, then refuses without counting', async () => {
      assert.deepEqual(await store.consume('a', HOUR_8, 2), { counted: true, used: 1 });
      assert.deepEqual(await store.consume('a', HOUR_8, 2), { counted: true, used: 2 });
      assert.deepEqual(await store.consume('a', HOUR_8, 2), { counted: false, used: 2 });
      assert.equal(await store.used('a', HOUR_8), 2);
    });

    it('counts exactly when many requests arrive at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 40 }, () => store.consume('a', HOUR_8, 25)),
      );
      assert.equal(results.filter((r) => r.counted).length, 25);
      assert.equal(await store.used('a', HOUR_8), 25);
    });

    it('starts a later window from zero, and counts an earlier one in the current', async () => {
      await store.consume('a', HOUR_8, 1);
      assert.deepEqual(await store.consume('a', HOUR_9, 1), { counted: true, used: 1 });
      assert.deepEqual(await store.consume('a', HOUR_8, 1), { counted: false, used: 1 });
      assert.equal(await store.used('a', HOUR_9), 1);
      assert.equal(await store.used('a', '2026-11-21T10:00:00.000Z'), 0);
    });

    it('keeps each key apart and knows nothing of a key never counted', async () => {
      await store.consume('a', HOUR_8, 1);
      assert.deepEqual(await store.consume('b', HOUR_8, 1), { counted: true, used: 1 });
      assert.equal(await store.used('c', HOUR_8), 0);
    });

    it('gives one unit back within its window only, never below zero', async () => {
      await store.consume('a', HOUR_8, 3);
      await store.refund('a', HOUR_8);
      await store.refund('a', HOUR_8);
      assert.equal(await store.used('a', HOUR_8), 0);
      await store.consume('a', HOUR_8, 3);
      await store.refund('a', HOUR_9);
      assert.equal(await store.used('a', HOUR_8), 1);
      await store.refund('never-counted', HOUR_8);
      assert.equal(await store.used('never-counted', HOUR_8), 0);
    });
  });
}
