import type { ChannelSender } from '@subtrack/domain';
import { createChannelSender } from '@subtrack/notify-channels';
import type { CliIo } from '../cli/command.js';

/**
 * The sender of commands that deliver outside `serve` (`channel test`, `reminders
 * run-once`): it honours SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS=true like the server does.
 */
export function cliChannelSender(io: CliIo): ChannelSender {
  return createChannelSender({
    blockPrivateTargets: io.env['SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS'] === 'true',
  });
}
