import type { CalendarDate } from '../shared/calendar-date.js';

const MS_PER_DAY = 86_400_000;

function dayNumber(date: CalendarDate): number {
  // Date.UTC is plain arithmetic on the given fields: no clock, no time zone (D5).
  return Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier).
 *
 * @example
 * calendarDaysBetween('2028-02-27', '2028-03-01'); // 3 (leap year)
 */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / MS_PER_DAY);
}
