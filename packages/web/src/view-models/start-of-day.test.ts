import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startOfDayIn } from './start-of-day.js';

describe('startOfDayIn', () => {
  it('gives midnight with the zone’s offset of that day, summer and winter', () => {
    assert.equal(startOfDayIn('2026-07-01', 'Europe/Berlin'), '2026-07-01T00:00:00+02:00');
    assert.equal(startOfDayIn('2026-12-01', 'Europe/Berlin'), '2026-12-01T00:00:00+01:00');
    assert.equal(startOfDayIn('2026-12-01', 'America/New_York'), '2026-12-01T00:00:00-05:00');
    assert.equal(startOfDayIn('2026-12-01', 'Asia/Kolkata'), '2026-12-01T00:00:00+05:30');
    assert.equal(startOfDayIn('2026-12-01', 'UTC'), '2026-12-01T00:00:00+00:00');
  });

  it('takes the offset after a daylight-saving change on that very day', () => {
    // New York moves to summer time at 02:00 on 2026-03-08: midnight is still -05:00.
    assert.equal(startOfDayIn('2026-03-08', 'America/New_York'), '2026-03-08T00:00:00-05:00');
    assert.equal(startOfDayIn('2026-03-09', 'America/New_York'), '2026-03-09T00:00:00-04:00');
  });
});
