import { type CalendarDate, daysInMonth, formatCalendarDate } from '../shared/calendar-date.js';

/** A calendar month written `YYYY-MM`, like a `CalendarDate` without its day. */
export type CalendarMonth = string;

const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/**
 * Parses `YYYY-MM` strictly: months 01-12 of the years 0001-9999; anything else is null.
 *
 * @example
 * parseCalendarMonth('2026-02'); // '2026-02'
 * parseCalendarMonth('2026-13'); // null
 */
export function parseCalendarMonth(value: string): CalendarMonth | null {
  const match = MONTH_PATTERN.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1 && month >= 1 && month <= 12 ? value : null;
}

/**
 * The months since the start of year 0 (`2026-01` is 2026 x 12): month arithmetic on
 * whole numbers.
 */
export function monthIndex(month: CalendarMonth | CalendarDate): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** The month of a {@link monthIndex}. */
export function monthAt(index: number): CalendarMonth {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

/** The month a date lies in. */
export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

/** The first and the last day of a month. */
export function daysOfMonth(month: CalendarMonth): { first: CalendarDate; last: CalendarDate } {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return {
    first: formatCalendarDate(year, number, 1),
    last: formatCalendarDate(year, number, daysInMonth(year, number)),
  };
}
