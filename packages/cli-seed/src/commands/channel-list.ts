import { type ChannelView, listChannels } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';

// Whose device it is and when a notification last reached it (D54).
const deviceLine = ({ device }: ChannelView) =>
  device
    ? [`    device of member ${device.memberId}, last reached ${device.lastUsedAt ?? 'never'}`]
    : [];

function channelLines(channel: ChannelView): string[] {
  const flags = [channel.enabled ? 'enabled' : 'disabled', ...(channel.digest ? ['digest'] : [])];
  return [
    `${channel.channelId}  ${channel.kind.padEnd(7)} ${channel.label}  -> ${channel.destination}  (${flags.join(', ')})`,
    ...deviceLine(channel),
    ...(channel.lastDeliveries.length === 0
      ? ['    no deliveries yet']
      : channel.lastDeliveries.map(
          (d) =>
            `    ${d.at}  ${d.status.padEnd(9)} ${d.kind} ${d.dueDate} [subscription ${d.subscriptionId}]${d.error ? `  ${d.error}` : ''}`,
        )),
  ];
}

/** `channel list --account ID` -> `{"channels": [...]}`, each with its last deliveries. */
export const channelListCommand: Command = {
  name: 'channel list',
  summary: "List an account's channels and their last deliveries (never a secret)",
  usage: 'channel list --account ID [--db FILE] [--json]',
  details: [
    '  Each channel shows its id, kind, label, where it delivers (host or address), whether it',
    '  is enabled and a digest, and its last 5 deliveries: time, reminder, status, error.',
    "  A member's device (webpush, named after its browser) shows its push service, whose",
    '  device it is and when a notification last reached it; never its address or keys.',
  ],
  options: { account: { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const channels = await listChannels(database.ports, accountId);
      printResult(
        io,
        json,
        { channels },
        channels.length === 0
          ? ["No channels. Add one with 'subtrack channel add --account ID --kind KIND ...'."]
          : channels.flatMap(channelLines),
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
