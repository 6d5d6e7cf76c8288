/**
 * A calendar date written `YYYY-MM-DD`. Dates are values, never a JS `Date` at
 * midnight, so no time zone can shift them. Helpers live beside this type.
 */
export type CalendarDate = string;

/** The year, month (1-12) and day (1-31) of a calendar date. */
export interface CalendarDateParts {
  year: number;
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for Gregorian leap years (every 4th year, except centuries not divisible by 400). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * The number of days of a month (month 1-12) in the proleptic Gregorian calendar.
 *
 * @example
 * daysInMonth(2024, 2); // 29
 * daysInMonth(2026, 2); // 28
 */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be 1-12, got ${month}`);
  }
  return month === 2 && isLeapYear(year) ? 29 : MONTH_LENGTHS[month - 1]!;
}

/**
 * Parses `YYYY-MM-DD` strictly: the pattern must match and the date must exist (
 * `2026-02-30` is not a date). Year 0000 is refused: the calendar starts at 0001.
 *
 * @example
 * parseCalendarDate('2024-02-29'); // '2024-02-29'
 * parseCalendarDate('2026-02-30'); // null
 */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return value;
}

/** True when `value` is a string that `parseCalendarDate` accepts. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && parseCalendarDate(value) !== null;
}

/** Splits a (valid) calendar date into numbers. */
export function calendarDateParts(date: CalendarDate): CalendarDateParts {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

/** Writes year, month (1-12) and day as `YYYY-MM-DD`. */
export function formatCalendarDate(year: number, month: number, day: number): CalendarDate {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

// Days since 1970-01-01 by integer math (H. Hinnant's days_from_civil), so no local
// time zone or JS Date is involved.
function toDayNumber(date: CalendarDate): number {
  return dayNumberOf(calendarDateParts(date));
}

/**
 * Days since 1970-01-01 of a (valid) year, month and day, by integer math: for code that
 * steps through many dates without writing each one out.
 *
 * @example
 * dayNumberOf({ year: 1970, month: 1, day: 2 }); // 1
 */
export function dayNumberOf(parts: CalendarDateParts): number {
  const { month, day } = parts;
  // The year starts in March here, so Feb 29 is the last day of the year.
  const year = parts.year - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

// The inverse of toDayNumber (civil_from_days).
function fromDayNumber(dayNumber: number): CalendarDate {
  const shifted = dayNumber + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatCalendarDate(year, month, day);
}

/**
 * Moves a date by whole days (negative moves back).
 *
 * @example
 * addDays('2024-02-28', 1); // '2024-02-29'
 * addDays('2026-01-01', -1); // '2025-12-31'
 */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * Calendar days from `from` to `to` (`to` minus `from`; negative when `to` is earlier).
 *
 * @example
 * daysBetween('2026-01-30', '2026-03-01'); // 30
 */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/**
 * Orders two dates: -1 when `a` is earlier, 0 when equal, 1 when later. Fixed-width
 * `YYYY-MM-DD` strings order like the dates they name.
 */
export function compareDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
