import type { CalendarDate } from '../shared/calendar-date.js';

export const REMINDER_KINDS = ['renewal', 'trial_end'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** D16: one reminder: a subscription's renewal or trial end on one date. */
export interface ReminderKey {
  accountId: string;
  subscriptionId: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
}

/** D35: one reminder on one channel: sent at most once per channel. */
export interface ChannelReminderKey extends ReminderKey {
  channelId: string;
}

export interface ReminderDeliveryState {
  attempts: number;
  deliveredAt: string | null;
  /** A failed push is retried with back-off: not before this instant. */
  nextAttemptAt: string | null;
  lastError: string | null;
}

/** What `channel list` and the web screen show of one delivery (D35). */
export interface DeliveryRecord {
  /** The last claim, success or failure (RFC 3339). */
  at: string;
  subscriptionId: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
  /** `sending`: claimed by a check that has not reported back (yet). */
  status: 'delivered' | 'failed' | 'sending';
  error: string | null;
}

/** What the reminder worker remembers across restarts, per channel (D16, D35). */
export interface ReminderDeliveryLog {
  get(key: ChannelReminderKey): Promise<ReminderDeliveryState | null>;
  /**
   * Takes the right to send one reminder on one channel now, atomically, so that two
   * processes on one database (`serve` and `reminders run-once`) never both send it.
   * Succeeds only when the reminder is not delivered and no retry or other claim is pending
   * at `claimedAt`; then holds it until `leaseUntil` (a crash mid-push frees it after
   * that). Does not count an attempt: the success or failure that follows does.
   */
  claim(key: ChannelReminderKey, claimedAt: string, leaseUntil: string): Promise<boolean>;
  recordSuccess(key: ChannelReminderKey, deliveredAt: string): Promise<void>;
  recordFailure(
    key: ChannelReminderKey,
    failedAt: string,
    error: string,
    nextAttemptAt: string,
  ): Promise<void>;
  /** The channel's latest deliveries, newest first, at most `limit`. */
  recent(channelId: string, limit: number): Promise<DeliveryRecord[]>;
}
