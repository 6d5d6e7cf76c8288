import { type ReminderRunItem, type ReminderRunReport, runReminderCheck } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { cliChannelSender } from '../reminders/cli-channel-sender.js';

const OUTCOME_LABELS: Record<ReminderRunItem['outcome'], string> = {
  sent: 'sent',
  failed: 'FAILED',
  would_send: 'would send',
  already_sent: 'already sent',
  retry_later: 'retry later',
  superseded: 'superseded by a nearer reminder',
};

const SKIP_HINTS = {
  no_settings: "no notification settings: run 'subtrack notifications set --account ID ...'",
  disabled: 'reminders disabled: run notifications set --enabled true',
  push_not_configured:
    "no enabled channel: run 'subtrack channel add --account ID --kind KIND ...'",
} as const;

function whenText(daysUntil: number): string {
  return daysUntil === 0 ? 'today' : daysUntil === 1 ? 'tomorrow' : `in ${daysUntil} days`;
}

/** The human-readable report: one line a reminder and channel; never a secret. */
export function formatReminderReport(report: ReminderRunReport): string[] {
  const lines = [
    report.dryRun
      ? `Dry run at ${report.checkedAt}: nothing was sent or recorded.`
      : `Reminder check at ${report.checkedAt}.`,
    `Accounts checked: ${report.accountsChecked}; renewal dates rolled forward: ${report.rolledForward}.`,
  ];
  for (const skipped of report.skippedAccounts) {
    lines.push(`Account ${skipped.accountId} skipped: ${SKIP_HINTS[skipped.reason]}`);
  }
  if (report.reminders.length === 0) lines.push('No reminder is due now.');
  for (const item of report.reminders) {
    const kind = item.kind === 'trial_end' ? 'trial end' : 'renewal';
    const extra = item.error ? ` (${item.error}; next attempt ${item.nextAttemptAt})` : '';
    lines.push(
      `${OUTCOME_LABELS[item.outcome].padEnd(12)} ${kind.padEnd(9)} ${item.dueDate} (${whenText(item.daysUntil)})  ${item.name}  via ${item.channelLabel} (${item.channelKind})  [subscription ${item.subscriptionId}]${extra}`,
    );
  }
  const c = report.counts;
  lines.push(
    `Due: ${report.reminders.length}; sent ${c.sent}, failed ${c.failed}, would send ${c.would_send}, already sent ${c.already_sent}, waiting to retry ${c.retry_later}.`,
  );
  return lines;
}

/**
 * `reminders run-once [--dry-run] [--account ID]`: a self-hoster's check of the D16 set-up.
 * Shows every reminder due now and, without `--dry-run`, sends the ones not yet delivered
 * exactly as the server's worker would (recorded, so the server will not send them again).
 * Exits 1 when a push failed.
 */
export const remindersRunOnceCommand: Command = {
  name: 'reminders run-once',
  summary: 'Show (and without --dry-run send) the reminders due now',
  usage: 'reminders run-once [--dry-run] [--account ID] [--db FILE] [--json]',
  details: [
    '  --dry-run      show what is due without sending or recording anything',
    '  --account ID   check this account only (default: every account)',
    'Exits 1 when a delivery failed; channel secrets are never printed.',
  ],
  options: { 'dry-run': { type: 'boolean' }, account: { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accountId =
        values['account'] === undefined
          ? undefined
          : await requireAccountId(database.ports, values);
      const report = await runReminderCheck(database.ports, {
        dryRun: values['dry-run'] === true,
        ...(accountId === undefined ? {} : { accountId }),
        sender: cliChannelSender(io, database.ports),
        // The report below says everything; worker-style log lines would repeat it.
        log: () => undefined,
      });
      printResult(io, json, report, formatReminderReport(report));
      return report.counts.failed > 0 ? 1 : 0;
    } finally {
      await database.close();
    }
  },
};
