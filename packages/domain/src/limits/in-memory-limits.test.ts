// The limit stores' contracts on the in-memory stores a single server process uses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeFailureThrottleStoreContract,
  describeRequestQuotaStoreContract,
} from '../testing/contracts/index.js';
import { createInMemoryFailureThrottleStore } from './in-memory-failure-throttle-store.js';
import { createInMemoryRequestQuotaStore } from './in-memory-request-quota-store.js';
import { recordThrottleFailure, throttleForgetAfter } from './throttle-state.js';

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
    for (let i = 0; i < 10_000; i += 1) {
      await throttle.recordFailure(`ip${i}`, HOUR(8), policy);
    }
    await throttle.recordFailure('new', HOUR(9), policy);
    // ip1's failure at 08:00 was forgotten: one more failure is the first again.
    assert.equal(await throttle.recordFailure('ip1', HOUR(9), policy), null);
  });
});

describe('throttle state', () => {
  it('keeps a running block when a failure arrives during it', () => {
    const blocked = recordThrottleFailure(
      recordThrottleFailure(null, HOUR(8), policy),
      HOUR(8),
      policy,
    );
    const during = recordThrottleFailure(blocked, '2026-11-21T08:01:00.000Z', policy);
    assert.deepEqual(during, {
      failures: ['2026-11-21T08:01:00.000Z'],
      blockedUntil: '2026-11-21T08:02:00.000Z',
    });
  });

  it('forgets a key after the later of the block’s end and the last failure’s leaving the window', () => {
    const once = recordThrottleFailure(null, HOUR(8), policy);
    assert.equal(throttleForgetAfter(once, policy), '2026-11-21T08:01:00.000Z');
    const blocked = recordThrottleFailure(once, HOUR(8), policy);
    assert.equal(throttleForgetAfter(blocked, policy), '2026-11-21T08:02:00.000Z');
  });
});
