import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInMemoryRequestQuotaStore } from '@subtrack/domain';
import { createRateLimiter } from './rate-limiter.js';

const HOUR_MS = 3_600_000;
const t0 = Date.UTC(2026, 10, 21, 7, 55, 0);
const nextHour = Date.UTC(2026, 10, 21, 8, 0, 0);
const limiterOf = (limit: number) =>
  createRateLimiter(createInMemoryRequestQuotaStore(), { limit });

describe('createRateLimiter', () => {
  it('allows exactly `limit` requests in one window, then refuses', async () => {
    const limiter = limiterOf(2);
    assert.equal((await limiter.consume('a', t0)).allowed, true);
    const second = await limiter.consume('a', t0);
    assert.deepEqual(second, { allowed: true, limit: 2, remaining: 0, resetAt: nextHour / 1000 });
    assert.deepEqual(await limiter.consume('a', t0), {
      allowed: false,
      limit: 2,
      remaining: 0,
      resetAt: nextHour / 1000,
    });
  });

  it('resets at the next UTC clock hour, not an hour after the first request', async () => {
    const limiter = limiterOf(1);
    await limiter.consume('a', t0);
    assert.equal((await limiter.consume('a', nextHour - 1)).allowed, false);
    const fresh = await limiter.consume('a', nextHour);
    assert.equal(fresh.allowed, true);
    assert.equal(fresh.resetAt, (nextHour + HOUR_MS) / 1000);
  });

  it('keeps separate quotas per key', async () => {
    const limiter = limiterOf(1);
    await limiter.consume('a', t0);
    assert.equal((await limiter.consume('b', t0)).allowed, true);
  });

  it('peeks without using the quota', async () => {
    const limiter = limiterOf(5);
    assert.equal((await limiter.peek('a', t0)).remaining, 5);
    await limiter.consume('a', t0);
    assert.equal((await limiter.peek('a', t0)).remaining, 4);
    assert.equal((await limiter.peek('a', t0)).remaining, 4);
    assert.equal((await limiter.peek('a', nextHour)).remaining, 5);
  });

  it('gives a refunded unit back within the same window only', async () => {
    const limiter = limiterOf(3);
    await limiter.consume('a', t0);
    await limiter.refund('a', t0);
    assert.equal((await limiter.peek('a', t0)).remaining, 3);
    await limiter.refund('a', t0);
    assert.equal((await limiter.peek('a', t0)).remaining, 3);
    await limiter.consume('a', t0);
    await limiter.refund('a', nextHour);
    assert.equal((await limiter.peek('a', t0)).remaining, 2);
  });

  it('names each window to the store by its start, the UTC clock hour', async () => {
    const store = createInMemoryRequestQuotaStore();
    await createRateLimiter(store, { limit: 10 }).consume('a', t0);
    assert.equal(await store.used('a', '2026-11-21T07:00:00.000Z'), 1);
  });
});
