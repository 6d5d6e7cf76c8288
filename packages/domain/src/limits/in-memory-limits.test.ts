// The limit stores' contracts on the in-memory stores a single server process uses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeFailureThrottleStoreContract,
  describeRequestQuotaStoreContract,
} from '../testing/contracts/index.js';
import { createInMemoryFailureThrottleStore } from './in-memory-failure-throttle-store.js';
import { createInMemoryRequestQuotaStore } from './in-memory-request-quota-store.js';
import { giveThrottleAttempt, takeThrottleAttempt, throttleForgetAfter } from './throttle-state.js';

describeRequestQuotaStoreContract(createInMemoryRequestQuotaStore);
describeFailureThrottleStoreContract(createInMemoryFailureThrottleStore);

const HOUR = (h: number) => `2026-11-21T${String(h).padStart(2, '0')}:00:00.000Z`;
const policy = { limit: 2, windowMs: 60_000, blockMs: 120_000 };

describe('in-memory limit stores', () => {
  it('forget keys on an earlier window once many are held', async () => {
    const quotas = createInMemoryRequestQuotaStore();
    for (let i = 0; i < 10_000; i += 1) await quotas.consume(`k${i}`, HOUR(8), 1);
    await quotas.consume('late', HOUR(9), 1);
    assert.equal(await quotas.used('k1', HOUR(8)), 0);
    assert.equal(await quotas.used('late', HOUR(9)), 1);
  });

  it('forget throttled keys whose failures and block are over once many are held', async () => {
    const throttle = createInMemoryFailureThrottleStore();
    for (let i = 0; i < 10_000; i += 1) await throttle.take(`ip${i}`, 'a', HOUR(8), policy);
    await throttle.take('new', 'a', HOUR(9), policy);
    // ip1's failure at 08:00 was forgotten: one more is the first again, not the limit.
    await throttle.take('ip1', 'b', HOUR(9), policy);
    assert.equal(await throttle.blockedUntil('ip1', HOUR(9)), null);
  });
});

describe('throttle state', () => {
  it('forgets a key after the later of the block’s end and its last failure leaving the window', () => {
    const once = takeThrottleAttempt(null, 'a1', HOUR(8), policy).state;
    assert.equal(throttleForgetAfter(once, policy), '2026-11-21T08:01:00.000Z');
    const blocked = takeThrottleAttempt(once, 'a2', HOUR(8), policy).state;
    assert.equal(throttleForgetAfter(blocked, policy), '2026-11-21T08:02:00.000Z');
    assert.equal(
      throttleForgetAfter({ failures: [], blockedUntil: null, causedBlock: [] }, policy),
      '1970-01-01T00:00:00.000Z',
    );
  });

  it('keeps a block that has ended when an attempt that started it is given back', () => {
    const blocked = takeThrottleAttempt(
      takeThrottleAttempt(null, 'a1', HOUR(8), policy).state,
      'a2',
      HOUR(8),
      policy,
    ).state;
    const later = giveThrottleAttempt(blocked, 'a2', HOUR(9));
    assert.deepEqual(later, blocked);
  });
});
