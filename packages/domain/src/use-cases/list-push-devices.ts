import { type DeviceView, devicesOfMember, toDeviceView } from '../devices/device-channel.js';
import type { Ports } from '../ports/ports.js';
import type { ActiveWebSession } from './resume-web-session.js';

/**
 * The devices the signed-in member gets reminders on, oldest first: name, whether on, push
 * service, when added and when a notification last reached it. Never an address or a key.
 *
 * @example
 * await listPushDevices(ports, session); // [{ deviceId, label: 'Safari on iPhone', ... }]
 */
export async function listPushDevices(
  ports: Pick<Ports, 'channels'>,
  session: Pick<ActiveWebSession, 'accountId' | 'memberId'>,
): Promise<DeviceView[]> {
  return (await devicesOfMember(ports, session.accountId, session.memberId)).map(toDeviceView);
}
