import { systemWriteContext } from '../audit/write-context.js';
import { auditChannel } from '../channels/audit-channel.js';
import type { Channel } from '../channels/channel.js';
import type { DeliveryOutcome } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';

/** The answers of a push service that mean the browser's subscription is gone for good. */
export const GONE_DEVICE_STATUSES: readonly number[] = [404, 410];

/** What one send to a channel came to, and whether the device it went to was removed. */
export interface SettledSend {
  outcome: DeliveryOutcome;
  deviceRemoved: boolean;
}

async function removeGoneDevice(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  channel: Channel,
): Promise<void> {
  await ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.channels.remove(channel.id))) return; // another process removed it
    await auditChannel(
      ports,
      tx,
      systemWriteContext(channel.accountId, ports.ids.newId()),
      ports.clock.now().toISOString(),
      'channel.removed',
      channel,
    );
  });
}

/**
 * What follows a send to a member's device (any other channel is left as it was): a
 * delivery records when the device was last reached; a `404` or `410` from its push service
 * (the browser unsubscribed, or the subscription expired) removes the device with its
 * delivery history, audited as `channel.removed` by subtrack itself, and says so in the
 * outcome's error. Runs after the send, outside any transaction.
 */
export async function settleDeviceSend(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'channels'>,
  channel: Channel,
  outcome: DeliveryOutcome,
): Promise<SettledSend> {
  if (channel.config.kind !== 'webpush') return { outcome, deviceRemoved: false };
  if (outcome.delivered) {
    await ports.channels.recordDeviceUse(channel.id, ports.clock.now().toISOString());
    return { outcome, deviceRemoved: false };
  }
  if (outcome.status === null || !GONE_DEVICE_STATUSES.includes(outcome.status))
    return { outcome, deviceRemoved: false };
  await removeGoneDevice(ports, channel);
  const error = `${outcome.error ?? `The push service answered ${outcome.status}`}; this device no longer takes notifications, so it was removed`;
  return { outcome: { ...outcome, error }, deviceRemoved: true };
}
