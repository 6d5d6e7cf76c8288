import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInMemoryFailureThrottleStore } from '@subtrack/domain';
import { FakeClock } from '@subtrack/domain/testing';
import {
  DEFAULT_THROTTLE_LIMITS,
  isRefusal,
  type Refusal,
  type SignInAttempt,
  SignInThrottle,
} from './sign-in-throttle.js';

const MINUTE = 60_000;

function attemptOf(reserved: SignInAttempt | Refusal): SignInAttempt {
  assert.ok(!isRefusal(reserved), 'the attempt was refused');
  return reserved;
}

/** `n` failed attempts from `address` (each reserved and never released). */
async function fail(throttle: SignInThrottle, address: string, n = 1, accountId?: string) {
  for (let i = 0; i < n; i++) {
    const attempt = attemptOf(await throttle.reserve(address));
    if (accountId) assert.equal(await attempt.alsoAgainstAccount(accountId), null);
  }
}

const refused = async (throttle: SignInThrottle, address: string) =>
  isRefusal(await throttle.reserve(address));

describe('SignInThrottle', () => {
  it('blocks an address for 15 minutes once 10 attempts within 15 minutes failed', async () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    await fail(throttle, '10.0.0.1', 10);
    assert.deepEqual(await throttle.reserve('10.0.0.1'), {
      blockedUntil: clock.now().getTime() + 15 * MINUTE,
    });
    assert.equal(await refused(throttle, '10.0.0.2'), false);
    clock.advance(15 * MINUTE);
    assert.equal(await refused(throttle, '10.0.0.1'), false);
  });

  it('forgets failures older than 15 minutes', async () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    await fail(throttle, '10.0.0.1', 9);
    clock.advance(15 * MINUTE + 1);
    await fail(throttle, '10.0.0.1', 9);
    assert.equal(await refused(throttle, '10.0.0.1'), false);
  });

  it('counts attempts still being checked, so the 11th parallel attempt is refused before any finished', async () => {
    const throttle = new SignInThrottle(new FakeClock('2026-11-21T08:00:00.000Z'));
    const inFlight = await Promise.all(
      Array.from({ length: 40 }, () => throttle.reserve('10.0.0.1')),
    );
    assert.equal(inFlight.filter((reserved) => !isRefusal(reserved)).length, 10);
    assert.equal(inFlight.filter(isRefusal).length, 30);
  });

  it('does not count a released (right) attempt, and lifts the block it completed', async () => {
    const throttle = new SignInThrottle(new FakeClock('2026-11-21T08:00:00.000Z'));
    await fail(throttle, '10.0.0.1', 9);
    await attemptOf(await throttle.reserve('10.0.0.1')).release();
    assert.equal(await refused(throttle, '10.0.0.1'), false, '9 failures do not block');
    assert.equal(await refused(throttle, '10.0.0.1'), true, 'the 10th failure does');
  });

  it('keeps a failure counted when the check fails, releases it when the check is right or throws', async () => {
    const throttle = new SignInThrottle(new FakeClock('2026-11-21T08:00:00.000Z'));
    for (let i = 0; i < 20; i++) {
      await attemptOf(await throttle.reserve('10.0.0.1')).settle(() => true);
    }
    const throwing = attemptOf(await throttle.reserve('10.0.0.1'));
    await assert.rejects(throwing.settle(() => Promise.reject(new Error('down'))));
    for (let i = 0; i < 9; i++) {
      await attemptOf(await throttle.reserve('10.0.0.1')).settle(() => false);
    }
    await attemptOf(await throttle.reserve('10.0.0.1')).settle(() => false);
    assert.equal(await refused(throttle, '10.0.0.1'), true);
  });

  it('blocks password checks against an account once 50 from any addresses failed', async () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    for (let i = 0; i < 50; i++) await fail(throttle, `10.0.${i}.1`, 1, 'acc');
    const attempt = attemptOf(await throttle.reserve('10.9.9.9'));
    assert.deepEqual(await attempt.alsoAgainstAccount('acc'), {
      blockedUntil: clock.now().getTime() + 15 * MINUTE,
    });
    assert.equal(await attempt.alsoAgainstAccount('other'), null);
    clock.advance(15 * MINUTE);
    const later = attemptOf(await throttle.reserve('10.9.9.8'));
    assert.equal(await later.alsoAgainstAccount('acc'), null);
  });

  it('counts in the store it is given, so throttles sharing it (two processes) count together', async () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const store = createInMemoryFailureThrottleStore();
    const one = new SignInThrottle(clock, DEFAULT_THROTTLE_LIMITS, store);
    const other = new SignInThrottle(clock, DEFAULT_THROTTLE_LIMITS, store);
    await fail(one, '10.0.0.1', 5);
    await fail(other, '10.0.0.1', 5);
    assert.equal(await refused(one, '10.0.0.1'), true);
    assert.equal(await refused(other, '10.0.0.1'), true);
  });
});
