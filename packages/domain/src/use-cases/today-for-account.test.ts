import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { latestTodayAnywhere, todayInTimeZone } from '../shared/today.js';
import { aTestWorld } from '../testing/test-world.js';
import { todayForAccount } from './today-for-account.js';

describe('todayForAccount', () => {
  it('is the UTC date for an account without settings', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-03-01T02:00:00.000Z' });
    assert.equal(await todayForAccount(ports, accountId), '2026-03-01');
  });

  it('is the date in the account’s time zone', async () => {
    const { ports, accountId } = await aTestWorld({
      now: '2026-03-01T02:00:00.000Z',
      timeZone: 'America/New_York',
    });
    assert.equal(await todayForAccount(ports, accountId), '2026-02-28');
  });

  it('follows the clock across midnight in that zone', async () => {
    const { ports, accountId, clock } = await aTestWorld({
      now: '2026-03-01T14:59:00.000Z',
      timeZone: 'Asia/Tokyo',
    });
    assert.equal(await todayForAccount(ports, accountId), '2026-03-01');
    clock.advance(60_000);
    assert.equal(await todayForAccount(ports, accountId), '2026-03-02');
  });
});

describe('latestTodayAnywhere', () => {
  it('is the day after the UTC date, which no zone has reached yet', () => {
    const now = new Date('2026-12-31T23:59:59.000Z');
    assert.equal(latestTodayAnywhere(now), '2027-01-01');
    assert.ok(todayInTimeZone(now, 'Pacific/Kiritimati') <= latestTodayAnywhere(now));
  });
});
