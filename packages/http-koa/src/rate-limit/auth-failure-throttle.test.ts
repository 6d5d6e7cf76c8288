import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInMemoryAuthFailureThrottle } from './auth-failure-throttle.js';

const t0 = Date.UTC(2026, 10, 21, 7, 0, 0);
const options = { limit: 3, windowSeconds: 900, blockSeconds: 600 };

describe('createInMemoryAuthFailureThrottle', () => {
  it('blocks an address after `limit` failures within the window', () => {
    const throttle = createInMemoryAuthFailureThrottle(options);
    throttle.recordFailure('1.1.1.1', t0);
    throttle.recordFailure('1.1.1.1', t0 + 1000);
    assert.equal(throttle.check('1.1.1.1', t0 + 1000).blocked, false);
    throttle.recordFailure('1.1.1.1', t0 + 2000);
    assert.deepEqual(throttle.check('1.1.1.1', t0 + 2000), {
      blocked: true,
      retryAfterSeconds: 600,
    });
  });

  it('does not block another address', () => {
    const throttle = createInMemoryAuthFailureThrottle(options);
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('1.1.1.1', t0);
    assert.equal(throttle.check('2.2.2.2', t0).blocked, false);
  });

  it('forgets failures older than the window', () => {
    const throttle = createInMemoryAuthFailureThrottle(options);
    throttle.recordFailure('a', t0);
    throttle.recordFailure('a', t0);
    throttle.recordFailure('a', t0 + 900_000);
    assert.equal(throttle.check('a', t0 + 900_000).blocked, false);
  });

  it('lifts the block when it ends and counts afresh', () => {
    const throttle = createInMemoryAuthFailureThrottle(options);
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('a', t0);
    assert.equal(throttle.check('a', t0 + 599_500).retryAfterSeconds, 1);
    assert.equal(throttle.check('a', t0 + 600_000).blocked, false);
    throttle.recordFailure('a', t0 + 600_000);
    assert.equal(throttle.check('a', t0 + 600_000).blocked, false);
  });

  it('sweeps idle addresses once many are tracked', () => {
    const throttle = createInMemoryAuthFailureThrottle(options);
    for (let i = 0; i < 10_000; i += 1) throttle.recordFailure(`ip${i}`, t0);
    throttle.recordFailure('new', t0 + 1_000_000);
    throttle.recordFailure('ip1', t0 + 1_000_000);
    throttle.recordFailure('ip1', t0 + 1_000_000);
    assert.equal(throttle.check('ip1', t0 + 1_000_000).blocked, false);
  });
});
