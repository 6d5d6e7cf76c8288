import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FakeClock } from '@subtrack/domain/testing';
import { isRefusal, type Refusal, type SignInAttempt, SignInThrottle } from './sign-in-throttle.js';

const MINUTE = 60_000;

function attemptOf(reserved: SignInAttempt | Refusal): SignInAttempt {
  assert.ok(!isRefusal(reserved), 'the attempt was refused');
  return reserved;
}

/** `n` failed attempts from `address` (each reserved and never released). */
function fail(throttle: SignInThrottle, address: string, n = 1, accountId?: string) {
  for (let i = 0; i < n; i++) {
    const attempt = attemptOf(throttle.reserve(address));
    if (accountId) assert.equal(attempt.alsoAgainstAccount(accountId), null);
  }
}

describe('SignInThrottle', () => {
  it('blocks an address for 15 minutes once 10 attempts within 15 minutes failed', () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    fail(throttle, '10.0.0.1', 10);
    const refused = throttle.reserve('10.0.0.1');
    assert.deepEqual(refused, { blockedUntil: clock.now().getTime() + 15 * MINUTE });
    assert.equal(isRefusal(throttle.reserve('10.0.0.2')), false);
    clock.advance(15 * MINUTE);
    assert.equal(isRefusal(throttle.reserve('10.0.0.1')), false);
  });

  it('forgets failures older than 15 minutes', () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    fail(throttle, '10.0.0.1', 9);
    clock.advance(15 * MINUTE + 1);
    fail(throttle, '10.0.0.1', 9);
    assert.equal(isRefusal(throttle.reserve('10.0.0.1')), false);
  });

  it('counts attempts still being checked, so the 11th parallel attempt is refused before any finished', () => {
    const throttle = new SignInThrottle(new FakeClock('2026-11-21T08:00:00.000Z'));
    const inFlight = Array.from({ length: 40 }, () => throttle.reserve('10.0.0.1'));
    assert.equal(inFlight.filter((reserved) => !isRefusal(reserved)).length, 10);
    assert.equal(inFlight.filter(isRefusal).length, 30);
  });

  it('does not count a released (right) attempt, and lifts the block it completed', () => {
    const throttle = new SignInThrottle(new FakeClock('2026-11-21T08:00:00.000Z'));
    fail(throttle, '10.0.0.1', 9);
    attemptOf(throttle.reserve('10.0.0.1')).release();
    assert.equal(isRefusal(throttle.reserve('10.0.0.1')), false, '9 failures do not block');
    assert.equal(isRefusal(throttle.reserve('10.0.0.1')), true, 'the 10th failure does');
  });

  it('keeps a failure counted when the check fails, releases it when the check is right or throws', async () => {
    const throttle = new SignInThrottle(new FakeClock('2026-11-21T08:00:00.000Z'));
    for (let i = 0; i < 20; i++) await attemptOf(throttle.reserve('10.0.0.1')).settle(() => true);
    await assert.rejects(
      attemptOf(throttle.reserve('10.0.0.1')).settle(() => Promise.reject(new Error('down'))),
    );
    for (let i = 0; i < 9; i++) await attemptOf(throttle.reserve('10.0.0.1')).settle(() => false);
    await attemptOf(throttle.reserve('10.0.0.1')).settle(() => false);
    assert.equal(isRefusal(throttle.reserve('10.0.0.1')), true);
  });

  it('blocks password checks against an account once 50 from any addresses failed', () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    for (let i = 0; i < 50; i++) fail(throttle, `10.0.${i}.1`, 1, 'acc');
    const attempt = attemptOf(throttle.reserve('10.9.9.9'));
    assert.deepEqual(attempt.alsoAgainstAccount('acc'), {
      blockedUntil: clock.now().getTime() + 15 * MINUTE,
    });
    assert.equal(attempt.alsoAgainstAccount('other'), null);
    clock.advance(15 * MINUTE);
    assert.equal(attemptOf(throttle.reserve('10.9.9.8')).alsoAgainstAccount('acc'), null);
  });
});
