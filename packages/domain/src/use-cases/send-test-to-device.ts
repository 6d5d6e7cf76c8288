import { findOwnDevice } from '../devices/device-channel.js';
import type { ChannelSender, DeliveryOutcome } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';
import { sendTestTo } from '../reminders/send-test-to.js';
import type { ActiveWebSession } from './resume-web-session.js';

/** How a test notification to a device went; `deviceRemoved`: its push service said it is gone. */
export interface DeviceTestOutcome extends DeliveryOutcome {
  deviceRemoved: boolean;
}

/**
 * Sends a test notification to one of the signed-in member's devices, in the account's
 * language, opening the dashboard when tapped. A device its push service says is gone (`404`,
 * `410`) is removed, and the outcome says so. Another member's device is `not_found`.
 *
 * @example
 * await sendTestToDevice(ports, sender, { session, deviceId });
 * // { delivered: true, status: 201, error: null, deviceRemoved: false }
 */
export async function sendTestToDevice(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'notificationSettings' | 'channels'>,
  sender: ChannelSender,
  input: { session: Pick<ActiveWebSession, 'accountId' | 'memberId'>; deviceId: string },
): Promise<DeviceTestOutcome> {
  const device = await findOwnDevice(ports, input.session, input.deviceId);
  const { outcome, deviceRemoved } = await sendTestTo(ports, sender, device);
  return { ...outcome, deviceRemoved };
}
