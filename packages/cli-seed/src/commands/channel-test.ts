import { sendTestMessage } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { cliChannelSender } from '../reminders/cli-channel-sender.js';
import { requireChannel } from './channel-id-flag.js';

/**
 * `channel test --channel-id ID` -> `{"delivered", "status", "error"}`: sends a test
 * message in the account's language and says what the receiver answered. Exits 1 when
 * the message was not delivered.
 */
export const channelTestCommand: Command = {
  name: 'channel test',
  summary: 'Send a test message to a channel and show what the receiver answered',
  usage: 'channel test --channel-id ID [--db FILE] [--json]',
  details: [
    "  Prints delivered (true/false), the receiver's status (HTTP status or SMTP reply code)",
    '  and, when not delivered, the error in words. Exits 1 when not delivered.',
  ],
  options: { 'channel-id': { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const channel = await requireChannel(database.ports, values);
      const outcome = await sendTestMessage(
        database.ports,
        cliChannelSender(io, database.ports),
        channel.id,
      );
      printResult(io, json, outcome, [
        outcome.delivered
          ? `Delivered to ${channel.label} (${channel.kind}); the receiver answered ${outcome.status}.`
          : `Not delivered to ${channel.label} (${channel.kind}): ${outcome.error}`,
      ]);
      return outcome.delivered ? 0 : 1;
    } finally {
      await database.close();
    }
  },
};
