import type { Channel } from '../channels/channel.js';
import type { ChannelSender, DeliveryOutcome } from '../ports/channel-sender.js';
import type { ReminderMessage } from './reminder-message.js';

/** What went wrong, by the error's code (`ERR_INVALID_CHAR`) or class (`TypeError`) only. */
function errorLabel(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
  return error instanceof Error && /^\w+$/.test(error.name) ? error.name : 'unknown';
}

/**
 * One attempt on one channel, whatever its sender does. A sender that throws or
 * rejects (a bug, or a value an older version stored that cannot be sent) gives a failed
 * outcome of this channel alone, so a reminder check goes on with every other channel and
 * account, and a test send answers instead of failing. The error's message is never used:
 * it could quote a URL or a token.
 *
 * @example
 * await sendSafely(sender, channel, message); // { delivered: false, status: null, error: 'Could not deliver: ...' }
 */
export async function sendSafely(
  sender: ChannelSender,
  channel: Channel,
  message: ReminderMessage,
): Promise<DeliveryOutcome> {
  try {
    return await sender.send(channel, message);
  } catch (error) {
    return {
      delivered: false,
      status: null,
      error: `Could not deliver: an unexpected error while sending (${errorLabel(error)})`,
    };
  }
}
