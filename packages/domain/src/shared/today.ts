import { addDays, type CalendarDate, formatCalendarDate } from './calendar-date.js';

// One formatter per zone: building an Intl.DateTimeFormat is far slower than using one,
// and "today" is needed on every read (D6).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * True when `tz` names a time zone this runtime knows (an IANA name such as
 * `Europe/Berlin`, or `UTC`).
 *
 * @example
 * isValidTimeZone('Asia/Shanghai'); // true
 * isValidTimeZone('Mars/Olympus'); // false
 */
export function isValidTimeZone(tz: string): boolean {
  if (tz === '') return false;
  try {
    formatterFor(tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * "today" is the calendar date at instant `now` in the account's time zone, or in UTC
 * when the account has none (or an unknown one, so a bad stored value never breaks reads).
 *
 * @example
 * todayInTimeZone(new Date('2026-03-01T02:00:00Z'), 'America/New_York'); // '2026-02-28'
 * todayInTimeZone(new Date('2026-03-01T02:00:00Z'), null); // '2026-03-01'
 */
export function todayInTimeZone(now: Date, timeZone: string | null): CalendarDate {
  const zone = timeZone !== null && isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(now)) parts[part.type] = part.value;
  return formatCalendarDate(Number(parts['year']), Number(parts['month']), Number(parts['day']));
}

let lastLatest: { second: number; today: CalendarDate } | undefined;

/**
 * The latest date that can be "today" in any time zone at instant `now`: the UTC date plus
 * one day (every zone's offset from UTC is less than a day). A date on or after it cannot
 * be before any account's today, so no settings need to be read to know that.
 *
 * @example
 * latestTodayAnywhere(new Date('2026-11-21T08:00:00Z')); // '2026-11-22'
 */
export function latestTodayAnywhere(now: Date): CalendarDate {
  // Asked on every GET one (issue 7): like `todayForAccount`, keep the answer per second.
  const second = Math.floor(now.getTime() / 1000);
  if (lastLatest !== undefined && lastLatest.second === second) return lastLatest.today;
  // toISOString is UTC and cheap; Intl formatting is not.
  const today = addDays(now.toISOString().slice(0, 10), 1);
  lastLatest = { second, today };
  return today;
}
