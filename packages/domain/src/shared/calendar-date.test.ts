import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  addDays,
  calendarDateParts,
  compareDates,
  daysBetween,
  daysInMonth,
  formatCalendarDate,
  isCalendarDate,
  isLeapYear,
  parseCalendarDate,
} from './calendar-date.js';

describe('parseCalendarDate', () => {
  it('accepts a real date written YYYY-MM-DD', () => {
    assert.equal(parseCalendarDate('2026-03-15'), '2026-03-15');
  });

  it('accepts Feb 29 in a leap year', () => {
    assert.equal(parseCalendarDate('2024-02-29'), '2024-02-29');
  });

  it('rejects Feb 29 in a common year', () => {
    assert.equal(parseCalendarDate('2026-02-29'), null);
  });

  it('rejects Feb 30', () => {
    assert.equal(parseCalendarDate('2026-02-30'), null);
  });

  it('rejects the 31st of a 30-day month', () => {
    assert.equal(parseCalendarDate('2026-04-31'), null);
  });

  it('rejects month 00 and month 13', () => {
    assert.equal(parseCalendarDate('2026-00-10'), null);
    assert.equal(parseCalendarDate('2026-13-10'), null);
  });

  it('rejects day 00', () => {
    assert.equal(parseCalendarDate('2026-01-00'), null);
  });

  it('rejects year 0000', () => {
    assert.equal(parseCalendarDate('0000-01-01'), null);
  });

  it('rejects other spellings than the strict pattern', () => {
    for (const text of [
      '2026-3-15',
      '2026-03-15T00:00:00Z',
      ' 2026-03-15',
      '20260315',
      '२०२६-०३-१५',
    ]) {
      assert.equal(parseCalendarDate(text), null, text);
    }
  });
});

describe('isCalendarDate', () => {
  it('is true for a valid date string', () => {
    assert.equal(isCalendarDate('2000-02-29'), true);
  });

  it('is false for an impossible date, a non-string and a Date object', () => {
    assert.equal(isCalendarDate('1900-02-29'), false);
    assert.equal(isCalendarDate(20260315), false);
    assert.equal(isCalendarDate(new Date(0)), false);
  });
});

describe('daysInMonth', () => {
  it('knows February in leap and common years, centuries included', () => {
    assert.equal(daysInMonth(2024, 2), 29);
    assert.equal(daysInMonth(2026, 2), 28);
    assert.equal(daysInMonth(1900, 2), 28);
    assert.equal(daysInMonth(2000, 2), 29);
  });

  it('knows 30- and 31-day months', () => {
    assert.equal(daysInMonth(2026, 4), 30);
    assert.equal(daysInMonth(2026, 12), 31);
  });

  it('throws for a month outside 1-12', () => {
    assert.throws(() => daysInMonth(2026, 0), RangeError);
    assert.throws(() => daysInMonth(2026, 13), RangeError);
    assert.throws(() => daysInMonth(2026, 1.5), RangeError);
  });
});

describe('isLeapYear', () => {
  it('follows the Gregorian rule', () => {
    assert.deepEqual([1600, 1700, 2023, 2024, 2100].map(isLeapYear), [
      true,
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('calendarDateParts and formatCalendarDate', () => {
  it('split and rebuild a date', () => {
    assert.deepEqual(calendarDateParts('0987-06-05'), { year: 987, month: 6, day: 5 });
    assert.equal(formatCalendarDate(987, 6, 5), '0987-06-05');
  });
});

describe('addDays', () => {
  it('crosses a month end into a leap day', () => {
    assert.equal(addDays('2024-02-28', 1), '2024-02-29');
    assert.equal(addDays('2024-02-29', 1), '2024-03-01');
  });

  it('crosses a year end backwards', () => {
    assert.equal(addDays('2026-01-01', -1), '2025-12-31');
  });

  it('leaves the date alone for zero days', () => {
    assert.equal(addDays('2026-07-04', 0), '2026-07-04');
  });

  it('spans centuries', () => {
    assert.equal(addDays('1970-01-01', 146097), '2370-01-01');
    assert.equal(addDays('2000-03-01', -1), '2000-02-29');
  });

  it('agrees with UTC date arithmetic for any date and offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1600-01-01T00:00:00Z'),
          max: new Date('2400-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (instant, days) => {
          const start = instant.toISOString().slice(0, 10);
          const expected = new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000);
          assert.equal(addDays(start, days), expected.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('daysBetween', () => {
  it('counts days from the first date to the second', () => {
    assert.equal(daysBetween('2026-01-30', '2026-03-01'), 30);
    assert.equal(daysBetween('2024-01-30', '2024-03-01'), 31);
  });

  it('is negative when the second date is earlier', () => {
    assert.equal(daysBetween('2026-01-01', '2025-12-25'), -7);
  });

  it('undoes addDays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 50_000 }), (days) => {
        assert.equal(daysBetween('2026-05-17', addDays('2026-05-17', days)), days);
      }),
    );
  });
});

describe('compareDates', () => {
  it('orders earlier, equal and later dates', () => {
    assert.equal(compareDates('2025-12-31', '2026-01-01'), -1);
    assert.equal(compareDates('2026-01-01', '2026-01-01'), 0);
    assert.equal(compareDates('2026-02-01', '2026-01-31'), 1);
  });
});
