import type { StoredChannelKind } from '../channels/channel.js';
import type { ReminderKind } from '../ports/reminder-delivery-log.js';
import type { CalendarDate } from '../shared/calendar-date.js';

/**
 * What happened to one due reminder in a check. `superseded`: a nearer reminder for
 * the same date is due or was sent, so this one is recorded as skipped and never sent.
 */
export type ReminderOutcome =
  | 'sent'
  | 'failed'
  | 'would_send'
  | 'already_sent'
  | 'retry_later'
  | 'superseded';

/** One due reminder on one channel and its outcome. Carries no secret. */
export interface ReminderRunItem {
  accountId: string;
  channelId: string;
  channelKind: StoredChannelKind;
  channelLabel: string;
  subscriptionId: string;
  name: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
  /** How many days before `dueDate` this reminder is for. */
  offsetDays: number;
  daysUntil: number;
  outcome: ReminderOutcome;
  /** Why it failed, in words, for `failed`; the last failure for `retry_later`. */
  error?: string;
  /** For `failed` and `retry_later`: the earliest next attempt (RFC 3339). */
  nextAttemptAt?: string;
}

/** Why an account gets no reminders at all (`push_not_configured`: no enabled channel). */
export type AccountSkipReason = 'no_settings' | 'disabled' | 'push_not_configured';

/** An account that was checked but gets no reminders, and why: the set-up hint of `run-once`. */
export interface SkippedAccount {
  accountId: string;
  reason: AccountSkipReason;
}

/** The result of one reminder check (`runReminderCheck`, `reminders run-once`). */
export interface ReminderRunReport {
  /** The clock's instant when the check started (RFC 3339). */
  checkedAt: string;
  dryRun: boolean;
  /** Active subscriptions whose past date was rolled forward before looking for reminders. */
  rolledForward: number;
  accountsChecked: number;
  skippedAccounts: SkippedAccount[];
  reminders: ReminderRunItem[];
  counts: Record<ReminderOutcome, number>;
}

/** Counts of each outcome, every outcome present. */
export function countOutcomes(items: readonly ReminderRunItem[]): Record<ReminderOutcome, number> {
  const counts: Record<ReminderOutcome, number> = {
    sent: 0,
    failed: 0,
    would_send: 0,
    already_sent: 0,
    retry_later: 0,
    superseded: 0,
  };
  for (const item of items) counts[item.outcome] += 1;
  return counts;
}
