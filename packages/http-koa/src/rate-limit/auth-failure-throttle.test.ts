import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInMemoryFailureThrottleStore } from '@subtrack/domain';
import { createAuthFailureThrottle } from './auth-failure-throttle.js';

const t0 = Date.UTC(2026, 10, 21, 7, 0, 0);
const options = { limit: 3, windowSeconds: 900, blockSeconds: 600 };
const throttleOf = () => createAuthFailureThrottle(createInMemoryFailureThrottleStore(), options);

describe('createAuthFailureThrottle', () => {
  it('blocks an address after `limit` failures within the window', async () => {
    const throttle = throttleOf();
    await throttle.recordFailure('1.1.1.1', t0);
    await throttle.recordFailure('1.1.1.1', t0 + 1000);
    assert.equal((await throttle.check('1.1.1.1', t0 + 1000)).blocked, false);
    await throttle.recordFailure('1.1.1.1', t0 + 2000);
    assert.deepEqual(await throttle.check('1.1.1.1', t0 + 2000), {
      blocked: true,
      retryAfterSeconds: 600,
    });
  });

  it('does not block another address', async () => {
    const throttle = throttleOf();
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('1.1.1.1', t0);
    assert.equal((await throttle.check('2.2.2.2', t0)).blocked, false);
  });

  it('forgets failures older than the window', async () => {
    const throttle = throttleOf();
    await throttle.recordFailure('a', t0);
    await throttle.recordFailure('a', t0);
    await throttle.recordFailure('a', t0 + 900_000);
    assert.equal((await throttle.check('a', t0 + 900_000)).blocked, false);
  });

  it('lifts the block when it ends and counts afresh', async () => {
    const throttle = throttleOf();
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('a', t0);
    assert.equal((await throttle.check('a', t0 + 599_500)).retryAfterSeconds, 1);
    assert.equal((await throttle.check('a', t0 + 600_000)).blocked, false);
    await throttle.recordFailure('a', t0 + 600_000);
    assert.equal((await throttle.check('a', t0 + 600_000)).blocked, false);
  });

  it('keeps its keys apart from the sign-in throttle sharing the store', async () => {
    const store = createInMemoryFailureThrottleStore();
    const throttle = createAuthFailureThrottle(store, options);
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('1.1.1.1', t0);
    const now = new Date(t0).toISOString();
    assert.equal(await store.blockedUntil('sign-in:address:1.1.1.1', now), null);
    assert.notEqual(await store.blockedUntil('invalid-key:address:1.1.1.1', now), null);
  });
});
