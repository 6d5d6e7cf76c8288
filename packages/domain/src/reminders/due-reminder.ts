import type { ReminderKey } from '../ports/reminder-delivery-log.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Currency, Period } from '../subscriptions/subscription.js';

/**
 * One reminder that is due now: the delivery key (subscription, kind, date and
 * the nearest offset due) plus what the text needs. `dueDate` is the renewal date
 * (`renewal`), the trial's end (`trial_end`) or the last day to cancel (`cancel_by`);
 * `daysUntil` counts calendar days from the account's today (0 = today).
 */
export interface DueReminder extends ReminderKey {
  daysUntil: number;
  /**
   * The other offsets whose window has opened too (a server down through several
   * windows): farther from the date than `offsetDays`, so never sent once this one is due.
   */
  fartherOffsets: number[];
  name: string;
  amountMinor: number;
  currency: Currency;
  period: Period;
  customDays: number | null;
  /** Months or years per period (1 for custom). */
  intervalCount: number;
  /** For `cancel_by`, the renewal that cancelling by `dueDate` avoids. */
  renewalDate?: CalendarDate;
}
