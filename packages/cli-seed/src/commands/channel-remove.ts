import { cliWriteContext, removeChannel } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireChannel } from './channel-id-flag.js';

/** `channel remove --channel-id ID` -> `{"removed": true}` (its history goes too). */
export const channelRemoveCommand: Command = {
  name: 'channel remove',
  summary: 'Remove a channel and its delivery history',
  usage: 'channel remove --channel-id ID [--db FILE] [--json]',
  options: { 'channel-id': { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const channel = await requireChannel(database.ports, values);
      const ctx = cliWriteContext(channel.accountId, database.ports.ids.newId());
      await removeChannel(database.ports, ctx, channel.id);
      printResult(io, json, { removed: true }, [
        `Removed channel ${channel.id} (${channel.label}).`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};
