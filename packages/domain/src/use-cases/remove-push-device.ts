import { webWriteContext } from '../audit/write-context.js';
import { auditChannel } from '../channels/audit-channel.js';
import { findOwnDevice } from '../devices/device-channel.js';
import type { Ports } from '../ports/ports.js';
import type { ActiveWebSession } from './resume-web-session.js';

/**
 * Stops reminders on one of the signed-in member's devices: removes it with its delivery
 * history. Another member's device is `not_found`. Audited as `channel.removed` with its
 * kind and name.
 *
 * @example
 * await removePushDevice(ports, { session, deviceId, requestId });
 */
export async function removePushDevice(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  input: {
    session: Pick<ActiveWebSession, 'accountId' | 'memberId' | 'publicId'>;
    deviceId: string;
    requestId: string;
  },
): Promise<void> {
  const { session } = input;
  await ports.unitOfWork.transaction(async (tx) => {
    const device = await findOwnDevice(tx, session, input.deviceId);
    await tx.channels.remove(device.id);
    await auditChannel(
      ports,
      tx,
      webWriteContext(session.accountId, session.publicId, session.memberId, input.requestId),
      ports.clock.now().toISOString(),
      'channel.removed',
      device,
    );
  });
}
