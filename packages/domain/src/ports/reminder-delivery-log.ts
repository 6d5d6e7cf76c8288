import type { CalendarDate } from '../shared/calendar-date.js';

/**
 * What a reminder is about: a renewal, the end of a trial, or the last day
 * to cancel before a renewal under a notice period.
 */
export const REMINDER_KINDS = ['renewal', 'trial_end', 'cancel_by'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** One reminder's date: a subscription's renewal, trial end or cancel-by date. */
export interface ReminderDateKey {
  accountId: string;
  subscriptionId: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
}

/** One reminder: a date and how many days before it the reminder is for. */
export interface ReminderKey extends ReminderDateKey {
  offsetDays: number;
}

/** One reminder date on one channel. */
export interface ChannelReminderDateKey extends ReminderDateKey {
  channelId: string;
}

/** One reminder on one channel: sent at most once per channel. */
export interface ChannelReminderKey extends ReminderKey {
  channelId: string;
}

export interface ReminderDeliveryState {
  attempts: number;
  deliveredAt: string | null;
  /** A failed push is retried with back-off: not before this instant. */
  nextAttemptAt: string | null;
  lastError: string | null;
  /**
   * When a nearer reminder for the same date made this one pointless (a server down
   * through several windows sends only the nearest), it is recorded as skipped, not sent.
   */
  supersededAt: string | null;
}

/** What `channel list` and the web screen show of one delivery. */
export interface DeliveryRecord {
  /** The last claim, success, failure or supersession (RFC 3339). */
  at: string;
  subscriptionId: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
  /** How many days before `dueDate` the reminder was for. */
  offsetDays: number;
  /**
   * `sending`: claimed by a check that has not reported back (yet); `superseded`: skipped
   * because a nearer reminder for the same date was due.
   */
  status: 'delivered' | 'failed' | 'sending' | 'superseded';
  error: string | null;
}

/** What the worker remembers of each offset of one reminder date on one channel. */
export interface OffsetDeliveryState {
  offsetDays: number;
  state: ReminderDeliveryState;
}

/** What the reminder worker remembers across restarts, per channel. */
export interface ReminderDeliveryLog {
  get(key: ChannelReminderKey): Promise<ReminderDeliveryState | null>;
  /** The state of every offset recorded for one reminder date on one channel. */
  offsetsOf(key: ChannelReminderDateKey): Promise<OffsetDeliveryState[]>;
  /**
   * Takes the right to send one reminder on one channel now, atomically, so that two
   * processes on one database (`serve` and `reminders run-once`) never both send it.
   * Succeeds only when the reminder is neither delivered nor superseded and no retry or
   * other claim is pending at `claimedAt`; then holds it until `leaseUntil` (a crash
   * mid-push frees it after that). Does not count an attempt: the success or failure that
   * follows does.
   */
  claim(key: ChannelReminderKey, claimedAt: string, leaseUntil: string): Promise<boolean>;
  recordSuccess(key: ChannelReminderKey, deliveredAt: string): Promise<void>;
  recordFailure(
    key: ChannelReminderKey,
    failedAt: string,
    error: string,
    nextAttemptAt: string,
  ): Promise<void>;
  /**
   * Records the reminder as skipped for a nearer one, unless it was delivered
   * (a delivery stays a delivery); it is never sent after that.
   */
  recordSuperseded(key: ChannelReminderKey, supersededAt: string): Promise<void>;
  /** The channel's latest deliveries, newest first, at most `limit`. */
  recent(channelId: string, limit: number): Promise<DeliveryRecord[]>;
  /**
   * `offsetsOf` for many reminder dates at once, in the order of `keys`: what a reminder
   * check reads for a slice of due reminders in one call (one statement on a database
   * server, instead of two for each reminder).
   */
  offsetsOfMany(keys: readonly ChannelReminderDateKey[]): Promise<OffsetDeliveryState[][]>;
  /**
   * `claim` for many distinct reminders at once, in the order of `keys`: each claim is
   * decided on its own, as atomically as `claim` (two processes claiming overlapping
   * slices each take a reminder at most once between them), written together.
   */
  claimMany(
    keys: readonly ChannelReminderKey[],
    claimedAt: string,
    leaseUntil: string,
  ): Promise<boolean[]>;
  /** `recordSuccess` for many distinct reminders sent in one message, written together. */
  recordSuccessMany(keys: readonly ChannelReminderKey[], deliveredAt: string): Promise<void>;
}
