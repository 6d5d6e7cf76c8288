import type { CalendarDate } from '../shared/calendar-date.js';

/** One all-day event of a calendar feed. */
export interface CalendarEvent {
  /** Stable across fetches so calendar apps update instead of duplicating. */
  uid: string;
  date: CalendarDate;
  summary: string;
  description: string;
  /** RFC 3339 instant the event last changed (the subscription's `updatedAt`). */
  stamp: string;
  /**
   * How many days before the date each reminder alarm fires, farthest first (`[7, 1]`: a
   * week before and the day before); empty for no alarm.
   */
  alarmDaysBefore: readonly number[];
}
