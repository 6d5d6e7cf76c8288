import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FakeClock } from '@subtrack/domain/testing';
import { SignInThrottle } from './sign-in-throttle.js';

const MINUTE = 60_000;

describe('SignInThrottle', () => {
  it('blocks an address for 15 minutes at its 10th failure within 15 minutes', () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    for (let i = 0; i < 9; i++) throttle.recordFailure('10.0.0.1', null);
    assert.equal(throttle.addressBlockedUntil('10.0.0.1'), null);
    throttle.recordFailure('10.0.0.1', null);
    const until = throttle.addressBlockedUntil('10.0.0.1');
    assert.equal(until, clock.now().getTime() + 15 * MINUTE);
    assert.equal(throttle.addressBlockedUntil('10.0.0.2'), null);
    clock.advance(15 * MINUTE);
    assert.equal(throttle.addressBlockedUntil('10.0.0.1'), null);
  });

  it('forgets failures older than 15 minutes', () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    for (let i = 0; i < 9; i++) throttle.recordFailure('10.0.0.1', null);
    clock.advance(15 * MINUTE + 1);
    throttle.recordFailure('10.0.0.1', null);
    assert.equal(throttle.addressBlockedUntil('10.0.0.1'), null);
  });

  it('blocks password sign-in to an account at its 50th failure from any addresses', () => {
    const clock = new FakeClock('2026-11-21T08:00:00.000Z');
    const throttle = new SignInThrottle(clock);
    for (let i = 0; i < 49; i++) throttle.recordFailure(`10.0.${i}.1`, 'acc');
    assert.equal(throttle.accountBlocked('acc'), false);
    throttle.recordFailure('10.9.9.9', 'acc');
    assert.equal(throttle.accountBlocked('acc'), true);
    assert.equal(throttle.accountBlocked('other'), false);
    clock.advance(15 * MINUTE);
    assert.equal(throttle.accountBlocked('acc'), false);
  });
});
