import type { CalendarDate, ReminderKind } from '@subtrack/domain';

/** What happened to one due reminder in a check. */
export type ReminderOutcome = 'sent' | 'failed' | 'would_send' | 'already_sent' | 'retry_later';

/** One due reminder and its outcome. Carries no push URL or device key. */
export interface ReminderRunItem {
  accountId: string;
  subscriptionId: string;
  name: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
  daysUntil: number;
  outcome: ReminderOutcome;
  /** A failure code (`timeout`, `http_503`, ...) for `failed`; the last one for `retry_later`. */
  error?: string;
  /** For `failed` and `retry_later`: the earliest next attempt (RFC 3339). */
  nextAttemptAt?: string;
}

/** Why an account gets no reminders at all (D16). */
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
  /** D6: active subscriptions whose past date was rolled forward before looking for reminders. */
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
  };
  for (const item of items) counts[item.outcome] += 1;
  return counts;
}
