import { type Channel, findChannel, type Ports } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { FlagValues } from '../cli/command.js';
import { requiredFlag } from '../options/required-flag.js';

/** The required `--channel-id ID`, found in the database, or exit 2 naming the flag. */
export async function requireChannel(ports: Ports, values: FlagValues): Promise<Channel> {
  const channelId = requiredFlag(values, 'channel-id', 'ID (the channelId printed by channel add)');
  try {
    return await findChannel(ports, channelId);
  } catch {
    throw new UsageError(
      `--channel-id: no channel with id ${channelId}; list them with 'subtrack channel list --account ID'`,
    );
  }
}
