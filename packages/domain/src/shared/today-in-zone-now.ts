import type { Clock } from '../ports/clock.js';
import type { CalendarDate } from './calendar-date.js';
import { todayInTimeZone } from './today.js';

interface LastAnswer {
  second: number;
  today: CalendarDate;
}

// Issue 7: every read asks for "today" (D6), and formatting a date in a zone with Intl is
// the dearest step of it. Every tz offset is a whole number of seconds, so within one
// second of the clock the answer for a zone cannot change: keep the last one per zone.
const lastAnswers = new Map<string, LastAnswer>();

/**
 * Today's calendar date in `zone` (an IANA name; UTC when `null`) at the clock's time: what
 * `todayForAccount` answers once it has read the account's zone.
 */
export function todayInZoneNow(clock: Clock, zone: string | null): CalendarDate {
  const now = clock.now();
  const second = Math.floor(now.getTime() / 1000);
  const key = zone ?? '';
  const last = lastAnswers.get(key);
  if (last !== undefined && last.second === second) return last.today;
  const today = todayInTimeZone(now, zone);
  // Zones come from stored settings: a handful per installation, so the map stays small.
  lastAnswers.set(key, { second, today });
  return today;
}
