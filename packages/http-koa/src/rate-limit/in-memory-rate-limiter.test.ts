import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInMemoryRateLimiter } from './in-memory-rate-limiter.js';

const HOUR_MS = 3_600_000;
const t0 = Date.UTC(2026, 10, 21, 7, 55, 0);
const nextHour = Date.UTC(2026, 10, 21, 8, 0, 0);

describe('createInMemoryRateLimiter', () => {
  it('allows exactly `limit` requests in one window, then refuses', () => {
    const limiter = createInMemoryRateLimiter({ limit: 2 });
    assert.equal(limiter.consume('a', t0).allowed, true);
    const second = limiter.consume('a', t0);
    assert.deepEqual(second, { allowed: true, limit: 2, remaining: 0, resetAt: nextHour / 1000 });
    assert.equal(limiter.consume('a', t0).allowed, false);
  });

  it('resets at the next UTC clock hour, not an hour after the first request', () => {
    const limiter = createInMemoryRateLimiter({ limit: 1 });
    limiter.consume('a', t0);
    assert.equal(limiter.consume('a', nextHour - 1).allowed, false);
    const fresh = limiter.consume('a', nextHour);
    assert.equal(fresh.allowed, true);
    assert.equal(fresh.resetAt, (nextHour + HOUR_MS) / 1000);
  });

  it('keeps separate quotas per key', () => {
    const limiter = createInMemoryRateLimiter({ limit: 1 });
    limiter.consume('a', t0);
    assert.equal(limiter.consume('b', t0).allowed, true);
  });

  it('peeks without using the quota', () => {
    const limiter = createInMemoryRateLimiter({ limit: 5 });
    assert.equal(limiter.peek('a', t0).remaining, 5);
    limiter.consume('a', t0);
    assert.equal(limiter.peek('a', t0).remaining, 4);
    assert.equal(limiter.peek('a', t0).remaining, 4);
    assert.equal(limiter.peek('a', nextHour).remaining, 5);
  });

  it('gives a refunded unit back within the same window only', () => {
    const limiter = createInMemoryRateLimiter({ limit: 3 });
    limiter.consume('a', t0);
    limiter.refund('a', t0);
    assert.equal(limiter.peek('a', t0).remaining, 3);
    limiter.refund('a', t0);
    assert.equal(limiter.peek('a', t0).remaining, 3);
    limiter.consume('a', t0);
    limiter.refund('a', nextHour);
    assert.equal(limiter.peek('a', t0).remaining, 2);
  });

  it('forgets ended windows once many keys are tracked', () => {
    const limiter = createInMemoryRateLimiter({ limit: 1 });
    for (let i = 0; i < 10_000; i += 1) limiter.consume(`k${i}`, t0);
    limiter.consume('late', nextHour);
    assert.equal(limiter.consume('k1', nextHour).allowed, true);
  });
});
