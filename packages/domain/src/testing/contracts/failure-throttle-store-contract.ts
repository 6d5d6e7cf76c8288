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
 * The `FailureThrottleStore` contract: the `limit`-th failure within the
 * window blocks the key for the block's length and a blocked key's attempts are refused
 * uncounted; older failures no longer count; a block ends and the count starts afresh;
 * keys are apart; an attempt given back no longer counts and lifts a block it completed;
 * of many attempts at once, exactly `limit` are counted.
 */
export function describeFailureThrottleStoreContract(factory: FailureThrottleStoreFactory): void {
  describe('FailureThrottleStore contract', () => {
    let store: FailureThrottleStore;
    beforeEach(async () => {
      store = await factory();
    });
    const take = (key: string, attempt: string, when: string) =>
      store.take(key, attempt, when, policy);

    it('blocks a key at its limit-th failure within the window and refuses it meanwhile', async () => {
      assert.equal(await take('ip', 'a1', at(0)), null);
      assert.equal(await take('ip', 'a2', at(1)), null);
      assert.equal(await store.blockedUntil('ip', at(1)), null);
      assert.equal(await take('ip', 'a3', at(2)), null, 'the limit-th failure is counted');
      assert.equal(await store.blockedUntil('ip', at(2)), at(12));
      assert.equal(await take('ip', 'a4', at(11, 59)), at(12), 'refused while blocked');
    });

    it('no longer counts failures older than the window', async () => {
      await take('ip', 'a1', at(0));
      await take('ip', 'a2', at(1));
      assert.equal(await take('ip', 'a3', at(16)), null);
      assert.equal(await store.blockedUntil('ip', at(16)), null);
    });

    it('lifts the block when it ends and counts afresh', async () => {
      for (const [i, minute] of [0, 1, 2].entries()) await take('ip', `a${i}`, at(minute));
      assert.equal(await store.blockedUntil('ip', at(12)), null);
      await take('ip', 'b1', at(12));
      await take('ip', 'b2', at(13));
      assert.equal(await store.blockedUntil('ip', at(13)), null);
      await take('ip', 'b3', at(14));
      assert.equal(await store.blockedUntil('ip', at(14)), at(24));
    });

    it('keeps each key apart', async () => {
      for (const [i, minute] of [0, 1, 2].entries()) await take('a', `a${i}`, at(minute));
      assert.equal(await store.blockedUntil('b', at(2)), null);
      assert.equal(await take('b', 'b1', at(2)), null);
    });

    it('no longer counts an attempt given back', async () => {
      await take('ip', 'a1', at(0));
      await take('ip', 'a2', at(1));
      await store.give('ip', 'a2', at(1));
      await take('ip', 'a3', at(2));
      assert.equal(await store.blockedUntil('ip', at(2)), null);
      await store.give('unknown', 'a1', at(2));
    });

    it('lifts a block whose last attempt is given back; the others still count', async () => {
      for (const [i, minute] of [0, 1, 2].entries()) await take('ip', `a${i}`, at(minute));
      await store.give('ip', 'a2', at(3));
      assert.equal(await store.blockedUntil('ip', at(3)), null);
      assert.equal(await take('ip', 'a3', at(4)), null);
      assert.equal(await store.blockedUntil('ip', at(4)), at(14));
    });

    it('counts exactly `limit` of many attempts arriving at once and refuses the rest', async () => {
      const many = { limit: 10, windowMs: 60_000, blockMs: 60_000 };
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => store.take('ip', `p${i}`, at(0, 1), many)),
      );
      assert.equal(answers.filter((answer) => answer === null).length, 10);
      assert.equal(await store.blockedUntil('ip', at(0, 30)), at(1, 1));
    });
  });
}
