import { cliWriteContext, setChannelEnabled } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireChannel } from './channel-id-flag.js';

/**
 * `channel enable|disable --channel-id ID` -> `{"channelId", "enabled"}`. Not in D35's list of
 * commands: the web screen has Enable/Disable, and the command line does the same (docs/decisions.md).
 */
function channelSwitchCommand(enabled: boolean): Command {
  const verb = enabled ? 'enable' : 'disable';
  return {
    name: `channel ${verb}`,
    summary: enabled
      ? 'Turn a channel back on: reminders go to it again'
      : 'Turn a channel off: no reminders go to it until it is enabled (it is kept)',
    usage: `channel ${verb} --channel-id ID [--db FILE] [--json]`,
    details: [
      '  A reminder already delivered to the channel is not sent again after it is enabled.',
      '  Recorded in the audit trail; running it on a channel that is already',
      `  ${enabled ? 'enabled' : 'disabled'} changes nothing.`,
    ],
    options: { 'channel-id': { type: 'string' } },
    async run({ values, json, target }, io) {
      const database = await openDatabasePorts(target);
      try {
        const channel = await requireChannel(database.ports, values);
        const ctx = cliWriteContext(channel.accountId, database.ports.ids.newId());
        const view = await setChannelEnabled(database.ports, ctx, channel.id, enabled);
        printResult(io, json, { channelId: view.channelId, enabled: view.enabled }, [
          `Channel ${view.channelId} (${view.label}) is ${view.enabled ? 'enabled' : 'disabled'}.`,
        ]);
        return 0;
      } finally {
        await database.close();
      }
    },
  };
}

/** `channel enable --channel-id ID` -> `{"channelId", "enabled": true}`. */
export const channelEnableCommand = channelSwitchCommand(true);

/** `channel disable --channel-id ID` -> `{"channelId", "enabled": false}`. */
export const channelDisableCommand = channelSwitchCommand(false);
