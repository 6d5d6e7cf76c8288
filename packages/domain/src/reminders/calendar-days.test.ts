import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { calendarDaysBetween } from './calendar-days.js';

describe('calendarDaysBetween', () => {
  it('counts the days across the end of February in a leap year', () => {
    assert.equal(calendarDaysBetween('2028-02-27', '2028-03-01'), 3);
  });

  it('counts the days across the end of February in a common year', () => {
    assert.equal(calendarDaysBetween('2027-02-27', '2027-03-01'), 2);
  });

  it('is negative when the second date is earlier', () => {
    assert.equal(calendarDaysBetween('2026-01-01', '2025-12-31'), -1);
  });

  it('is zero for the same date', () => {
    assert.equal(calendarDaysBetween('2026-07-14', '2026-07-14'), 0);
  });

  it('agrees with adding that many days to the first date, for all dates', () => {
    const day = fc.integer({ min: 0, max: 200_000 });
    fc.assert(
      fc.property(day, fc.integer({ min: -4000, max: 4000 }), (start, offset) => {
        const iso = (n: number) =>
          new Date(Date.UTC(1900, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        assert.equal(calendarDaysBetween(iso(start), iso(start + offset)), offset);
      }),
    );
  });
});
