import { findChannel } from '../channels/find-channel.js';
import type { ChannelSender, DeliveryOutcome } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';
import { sendTestTo } from '../reminders/send-test-to.js';

/**
 * Sends a test message to one channel, in the account's language, and reports what
 * the receiver said: `{delivered, status, error}` with any secret masked. Records nothing
 * (but that a device was reached, and a device its push service says is gone is removed).
 * Never rejects for a failed send: a sender that throws gives a failed outcome.
 * Pass `accountId` to allow only that account's channels.
 *
 * @example
 * await sendTestMessage(ports, sender, channelId); // { delivered: true, status: 200, error: null }
 */
export async function sendTestMessage(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'notificationSettings' | 'channels'>,
  sender: ChannelSender,
  channelId: string,
  accountId?: string,
): Promise<DeliveryOutcome> {
  const channel = await findChannel(ports, channelId, accountId);
  return (await sendTestTo(ports, sender, channel)).outcome;
}
