import type { CalendarDate } from '../shared/calendar-date.js';
import { daysBetween } from '../shared/calendar-date.js';

/** One debit of a statement as detection sees it: a day number, the amount paid, its words. */
export interface Charge {
  date: CalendarDate;
  /** Days since 1970-01-01, for cheap date arithmetic. */
  day: number;
  /** Integer hundredths paid (positive). */
  amountMinor: number;
  /** The transaction's text as the bank shows it. */
  text: string;
}

const EPOCH = '1970-01-01';

/** Days since 1970-01-01 of a calendar date. */
export const dayNumber = (date: CalendarDate): number => daysBetween(EPOCH, date);
