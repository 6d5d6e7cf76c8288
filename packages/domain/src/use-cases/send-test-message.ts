import { redactSecrets } from '../channels/channel.js';
import { findChannel } from '../channels/find-channel.js';
import type { ChannelSender, DeliveryOutcome } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';
import { composeTestMessage } from '../reminders/reminder-message.js';
import { sendSafely } from '../reminders/send-safely.js';

/**
 * D35: sends a test message to one channel, in the account's language, and reports what
 * the receiver said: `{delivered, status, error}` with any secret masked. Records nothing.
 * Never rejects for a failed send (D48): a sender that throws gives a failed outcome.
 * Pass `accountId` to allow only that account's channels.
 *
 * @example
 * await sendTestMessage(ports, sender, channelId); // { delivered: true, status: 200, error: null }
 */
export async function sendTestMessage(
  ports: Ports,
  sender: ChannelSender,
  channelId: string,
  accountId?: string,
): Promise<DeliveryOutcome> {
  const channel = await findChannel(ports, channelId, accountId);
  const locale = (await ports.notificationSettings.get(channel.accountId))?.locale ?? null;
  const message = composeTestMessage(channel.id, locale, ports.clock.now().toISOString());
  const outcome = await sendSafely(sender, channel, message);
  return {
    ...outcome,
    error: outcome.error === null ? null : redactSecrets(outcome.error, channel.config),
  };
}
