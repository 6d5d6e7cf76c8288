import {
  buildPushMessage,
  type DueReminder,
  decideDelivery,
  findDueReminders,
  nextRetryAt,
  type Ports,
  type PushEndpoint,
  rollForwardAccount,
  rollForwardAllAccounts,
  todayForAccount,
} from '@subtrack/domain';
import type { PushSender } from './push-sender.js';
import { toPushFailure } from './push-sender.js';
import {
  countOutcomes,
  type ReminderRunItem,
  type ReminderRunReport,
  type SkippedAccount,
} from './reminder-run-report.js';

/** How long a claimed reminder stays reserved for the process that claimed it. */
const CLAIM_LEASE_MS = 60_000;

/** Options of one reminder check. */
export interface ReminderCheckOptions {
  /** Show what is due without sending or recording anything. */
  dryRun: boolean;
  /** Check this account only (it must exist). */
  accountId?: string;
  send: PushSender;
  /** One line per delivery or failure; never given the push URL or device key. */
  log: (line: string) => void;
  /** When aborted (server shutting down), the check stops and records nothing more. */
  signal?: AbortSignal;
}

function itemOf(reminder: DueReminder): Omit<ReminderRunItem, 'outcome'> {
  return {
    accountId: reminder.accountId,
    subscriptionId: reminder.subscriptionId,
    name: reminder.name,
    kind: reminder.kind,
    dueDate: reminder.dueDate,
    daysUntil: reminder.daysUntil,
  };
}

function keyOf(reminder: DueReminder) {
  const { accountId, subscriptionId, kind, dueDate } = reminder;
  return { accountId, subscriptionId, kind, dueDate };
}

function describeReminder(reminder: DueReminder): string {
  return `account=${reminder.accountId} subscription=${reminder.subscriptionId} kind=${reminder.kind} date=${reminder.dueDate}`;
}

async function deliver(
  ports: Ports,
  reminder: DueReminder,
  endpoint: PushEndpoint,
  options: ReminderCheckOptions,
): Promise<ReminderRunItem | null> {
  const base = itemOf(reminder);
  const key = keyOf(reminder);
  const decision = decideDelivery(
    ports.reminderDeliveries.get(key),
    ports.clock.now().toISOString(),
  );
  if (decision !== 'send') {
    const state = ports.reminderDeliveries.get(key);
    return decision === 'already_sent'
      ? { ...base, outcome: 'already_sent' }
      : {
          ...base,
          outcome: 'retry_later',
          ...(state?.lastError ? { error: state.lastError } : {}),
          ...(state?.nextAttemptAt ? { nextAttemptAt: state.nextAttemptAt } : {}),
        };
  }
  if (options.dryRun) return { ...base, outcome: 'would_send' };
  // D16: `serve` and `reminders run-once` may check one database at the same moment; only
  // the one whose claim succeeds sends. The lease outlasts any push (cut off after seconds).
  const claimedAt = ports.clock.now();
  const leaseUntil = new Date(claimedAt.getTime() + CLAIM_LEASE_MS).toISOString();
  if (!ports.reminderDeliveries.claim(key, claimedAt.toISOString(), leaseUntil)) {
    return { ...base, outcome: 'retry_later', nextAttemptAt: leaseUntil };
  }
  try {
    // No transaction is open here: every port call below is its own short write, so a
    // slow receiver never holds the database (D25) or blocks the API (D16).
    await options.send(endpoint, buildPushMessage(reminder, endpoint.deviceKey));
  } catch (error) {
    if (options.signal?.aborted) return null; // shutting down: try again after the restart
    const failedAt = ports.clock.now().toISOString();
    const attempts = (ports.reminderDeliveries.get(key)?.attempts ?? 0) + 1;
    const retryAt = nextRetryAt(attempts, failedAt);
    const code = toPushFailure(error).message;
    ports.reminderDeliveries.recordFailure(key, failedAt, code, retryAt);
    options.log(
      `reminder push failed (${code}), retry after ${retryAt}: ${describeReminder(reminder)}`,
    );
    return { ...base, outcome: 'failed', error: code, nextAttemptAt: retryAt };
  }
  // D16: recorded before anything else can fail, so a restart never sends it again.
  ports.reminderDeliveries.recordSuccess(key, ports.clock.now().toISOString());
  options.log(`reminder sent: ${describeReminder(reminder)}`);
  return { ...base, outcome: 'sent' };
}

/**
 * D16: one reminder check. Rolls stale renewal dates forward first (D6), then for every
 * account (or only `accountId`) finds the due reminders and sends each one not yet
 * delivered and not waiting for its back-off, recording every success and failure in the
 * delivery log. With `dryRun`, nothing is sent or recorded (only the D6 roll is stored, as
 * any read would store it).
 *
 * @example
 * const report = await runReminderCheck(ports, { dryRun: true, send, log: console.error });
 */
export async function runReminderCheck(
  ports: Ports,
  options: ReminderCheckOptions,
): Promise<ReminderRunReport> {
  const checkedAt = ports.clock.now().toISOString();
  const accountIds =
    options.accountId === undefined
      ? ports.accounts.list().map((account) => account.id)
      : [options.accountId];
  const rolledForward =
    options.accountId === undefined
      ? rollForwardAllAccounts(ports)
      : rollForwardAccount(ports, options.accountId);
  const skippedAccounts: SkippedAccount[] = [];
  const reminders: ReminderRunItem[] = [];
  for (const accountId of accountIds) {
    const settings = ports.notificationSettings.get(accountId);
    const endpoint = ports.pushEndpoints.get(accountId);
    if (settings === null) skippedAccounts.push({ accountId, reason: 'no_settings' });
    else if (!settings.enabled) skippedAccounts.push({ accountId, reason: 'disabled' });
    else if (endpoint === null) skippedAccounts.push({ accountId, reason: 'push_not_configured' });
    if (settings === null || endpoint === null) continue;
    const due = findDueReminders(
      ports.subscriptions.listAll(accountId),
      { ...settings, pushConfigured: true },
      todayForAccount(ports, accountId),
    );
    for (const reminder of due) {
      if (options.signal?.aborted) break;
      const item = await deliver(ports, reminder, endpoint, options);
      if (item !== null) reminders.push(item);
    }
  }
  return {
    checkedAt,
    dryRun: options.dryRun,
    rolledForward,
    accountsChecked: accountIds.length,
    skippedAccounts,
    reminders,
    counts: countOutcomes(reminders),
  };
}
