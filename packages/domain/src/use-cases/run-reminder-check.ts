import { foldSubscriptions, foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import type { NotificationSettings } from '../notifications/notification-settings.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { ChannelSender } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';
import { deliverToChannel } from '../reminders/deliver-to-channel.js';
import type { DueReminder } from '../reminders/due-reminder.js';
import { dueRemindersFold } from '../reminders/find-due-reminders.js';
import {
  countOutcomes,
  type ReminderRunItem,
  type ReminderRunReport,
  type SkippedAccount,
} from '../reminders/reminder-run-report.js';
import { addDays } from '../shared/calendar-date.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';
import { rollForwardAllAccounts } from './roll-forward-all-accounts.js';
import { todayForAccount } from './today-for-account.js';

/**
 * The account's due reminders. A store that can filter gives only the records that may
 * have one (a few a day, where the whole account is thousands), and a daily check that
 * finds everything sent costs one short read; otherwise the whole account is read in
 * pages, pausing as the pacer says (D48), keeping only what is due. The same rule
 * decides what is due either way.
 */
async function findDue(
  ports: RollForwardPorts,
  accountId: string,
  settings: NotificationSettings,
): Promise<DueReminder[]> {
  const today = await todayForAccount(ports, accountId);
  const fold = dueRemindersFold({ ...settings, pushConfigured: true }, today);
  const candidates = ports.subscriptions.listReminderCandidates;
  if (candidates === undefined)
    return foldSubscriptionsAsync(ports.subscriptions.iterateAll(accountId), fold, pacerOf(ports));
  const records = await candidates.call(
    ports.subscriptions,
    accountId,
    addDays(today, settings.daysBefore),
  );
  return foldSubscriptions(records, fold);
}

/** Options of one reminder check. */
export interface ReminderCheckOptions {
  /** Show what is due without sending or recording anything. */
  dryRun: boolean;
  /** Check this account only (it must exist). */
  accountId?: string;
  sender: ChannelSender;
  /** One line per delivery or failure; never given a secret. */
  log: (line: string) => void;
  /** When aborted (server shutting down), the check stops and records nothing more. */
  signal?: AbortSignal;
}

/**
 * One reminder check. Rolls stale renewal dates forward first, then for
 * every account (or only `accountId`) finds the due reminders and delivers each one to
 * every enabled channel that has not had it yet and is not waiting for its back-off,
 * recording every success and failure per channel. Channels of an account are served side
 * by side, so a hanging receiver delays no other channel. With `dryRun`, nothing is sent
 * or recorded (only the D6 roll is stored, as any read would store it). Of each
 * account only the records that may have a reminder due are read where the store can
 * tell them (else the whole account, in pages), and its reminders are handled in slices,
 * pausing between them as `ports.pacer` says, so a check over large accounts never holds
 * the server's thread.
 *
 * @example
 * const report = await runReminderCheck(ports, { dryRun: true, sender, log: console.error });
 */
export async function runReminderCheck(
  ports: RollForwardPorts & Pick<Ports, 'accounts' | 'channels' | 'reminderDeliveries'>,
  options: ReminderCheckOptions,
): Promise<ReminderRunReport> {
  const checkedAt = ports.clock.now().toISOString();
  const accountIds =
    options.accountId === undefined
      ? (await ports.accounts.list()).map((account) => account.id)
      : [options.accountId];
  const rolledForward =
    options.accountId === undefined
      ? await rollForwardAllAccounts(ports)
      : await rollForwardAccount(ports, options.accountId);
  const skippedAccounts: SkippedAccount[] = [];
  const reminders: ReminderRunItem[] = [];
  for (const accountId of accountIds) {
    if (options.signal?.aborted) break;
    const settings = await ports.notificationSettings.get(accountId);
    const channels = (await ports.channels.listByAccount(accountId)).filter((c) => c.enabled);
    if (settings === null) skippedAccounts.push({ accountId, reason: 'no_settings' });
    else if (!settings.enabled) skippedAccounts.push({ accountId, reason: 'disabled' });
    else if (channels.length === 0)
      skippedAccounts.push({ accountId, reason: 'push_not_configured' });
    if (settings === null || channels.length === 0) continue;
    const due = await findDue(ports, accountId, settings);
    if (due.length === 0) continue;
    const perChannel = await Promise.all(
      channels.map((channel) =>
        deliverToChannel(ports, {
          channel,
          due,
          locale: settings.locale,
          dryRun: options.dryRun,
          sender: options.sender,
          log: options.log,
          signal: options.signal,
        }),
      ),
    );
    reminders.push(...perChannel.flat());
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
