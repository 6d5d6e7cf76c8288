import type { CalendarDate } from '../shared/calendar-date.js';

export const REMINDER_KINDS = ['renewal', 'trial_end'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** D16: a reminder is sent at most once per subscription, date and kind. */
export interface ReminderKey {
  accountId: string;
  subscriptionId: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
}

export interface ReminderDeliveryState {
  attempts: number;
  deliveredAt: string | null;
  /** A failed push is retried with back-off: not before this instant. */
  nextAttemptAt: string | null;
  lastError: string | null;
}

/** What the reminder worker remembers across restarts (D16). */
export interface ReminderDeliveryLog {
  get(key: ReminderKey): ReminderDeliveryState | null;
  /**
   * Takes the right to send one reminder now, atomically, so that two processes on one
   * database (`serve` and `reminders run-once`) never both send it (D16: at most once).
   * Succeeds only when the reminder is not delivered and no retry or other claim is pending
   * at `claimedAt`; then holds it until `leaseUntil` (a crash mid-push frees it after
   * that). Does not count an attempt: the success or failure that follows does.
   */
  claim(key: ReminderKey, claimedAt: string, leaseUntil: string): boolean;
  recordSuccess(key: ReminderKey, deliveredAt: string): void;
  recordFailure(key: ReminderKey, failedAt: string, error: string, nextAttemptAt: string): void;
}
