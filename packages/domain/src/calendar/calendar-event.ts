import type { CalendarDate } from '../shared/calendar-date.js';

/** D34: one all-day event of a calendar feed. */
export interface CalendarEvent {
  /** Stable across fetches so calendar apps update instead of duplicating. */
  uid: string;
  date: CalendarDate;
  summary: string;
  description: string;
  /** RFC 3339 instant the event last changed (the subscription's `updatedAt`). */
  stamp: string;
  /** Days before the date a reminder alarm fires; null for no alarm. */
  alarmDaysBefore: number | null;
}
