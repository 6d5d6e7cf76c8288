import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { FailureThrottleStore } from '../../ports/failure-throttle-store.js';

/** Gives a fresh, empty store for one test (an adapter may answer a promise). */
export type FailureThrottleStoreFactory = () =>
  | FailureThrottleStore
  | Promise<FailureThrottleStore>;

const policy = { limit: 3, windowMs: 15 * 60_000, blockMs: 10 * 60_000 };
const at = (minute: number, second = 0) =>
  new Date(Date.UTC(2026, 10, 21, 8, minute, second)).toISOString();

/**
 * The `FailureThrottleStore` contract (D21, D28, D44): the `limit`-th failure within the
 * window blocks the key for the block's length; older failures no longer count; a block
 * ends and the count starts afresh; keys are apart; failures arriving at once all count.
 */
export function describeFailureThrottleStoreContract(factory: FailureThrottleStoreFactory): void {
  describe('FailureThrottleStore contract', () => {
    let store: FailureThrottleStore;
    beforeEach(async () => {
      store = await factory();
    });

    it('blocks a key at its limit-th failure within the window, for the block’s length', async () => {
      assert.equal(await store.recordFailure('ip', at(0), policy), null);
      assert.equal(await store.recordFailure('ip', at(1), policy), null);
      assert.equal(await store.blockedUntil('ip', at(1)), null);
      assert.equal(await store.recordFailure('ip', at(2), policy), at(12));
      assert.equal(await store.blockedUntil('ip', at(2)), at(12));
      assert.equal(await store.blockedUntil('ip', at(11, 59)), at(12));
    });

    it('no longer counts failures older than the window', async () => {
      await store.recordFailure('ip', at(0), policy);
      await store.recordFailure('ip', at(1), policy);
      assert.equal(await store.recordFailure('ip', at(16), policy), null);
      assert.equal(await store.blockedUntil('ip', at(16)), null);
    });

    it('lifts the block when it ends and counts afresh', async () => {
      for (const minute of [0, 1, 2]) await store.recordFailure('ip', at(minute), policy);
      assert.equal(await store.blockedUntil('ip', at(12)), null);
      assert.equal(await store.recordFailure('ip', at(12), policy), null);
      assert.equal(await store.recordFailure('ip', at(13), policy), null);
      assert.equal(await store.recordFailure('ip', at(14), policy), at(24));
    });

    it('keeps each key apart', async () => {
      for (const minute of [0, 1, 2]) await store.recordFailure('a', at(minute), policy);
      assert.equal(await store.blockedUntil('b', at(2)), null);
      assert.equal(await store.recordFailure('b', at(2), policy), null);
    });

    it('counts every failure of many arriving at once', async () => {
      const many = { limit: 20, windowMs: 60_000, blockMs: 60_000 };
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.recordFailure('ip', at(0, i), many)),
      );
      assert.equal((await store.blockedUntil('ip', at(0, 30))) !== null, true);
    });
  });
}
