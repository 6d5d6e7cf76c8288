import type { ReminderKey } from '../ports/reminder-delivery-log.js';
import type { Currency, Period } from '../subscriptions/subscription.js';

/**
 * One reminder that is due now (D16): the delivery key (subscription, kind, date) plus what
 * the push text needs. `dueDate` is the renewal date (`renewal`) or the trial's end
 * (`trial_end`); `daysUntil` counts calendar days from the account's today (0 = today).
 */
export interface DueReminder extends ReminderKey {
  daysUntil: number;
  name: string;
  amountMinor: number;
  currency: Currency;
  period: Period;
  customDays: number | null;
}
