import { type Channel, redactSecrets } from '../channels/channel.js';
import { type SettledSend, settleDeviceSend } from '../devices/settle-device-send.js';
import type { ChannelSender } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';
import { composeTestMessage } from './reminder-message.js';
import { sendSafely } from './send-safely.js';

/**
 * Sends the test message to `channel` in the account's language and masks any secret in what
 * came back; for a device, what follows every send to one (see `settleDeviceSend`).
 */
export async function sendTestTo(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'notificationSettings' | 'channels'>,
  sender: ChannelSender,
  channel: Channel,
): Promise<SettledSend> {
  // A device's member has no language of their own yet: the account's serves them too.
  const locale = (await ports.notificationSettings.get(channel.accountId))?.locale ?? null;
  const message = composeTestMessage(channel.id, locale, ports.clock.now().toISOString());
  const settled = await settleDeviceSend(
    ports,
    channel,
    await sendSafely(sender, channel, message),
  );
  const { error } = settled.outcome;
  return {
    ...settled,
    outcome: {
      ...settled.outcome,
      error: error === null ? null : redactSecrets(error, channel.config),
    },
  };
}
