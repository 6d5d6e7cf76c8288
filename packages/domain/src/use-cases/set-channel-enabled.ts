import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import { findChannel } from '../channels/find-channel.js';
import {
  type ChannelView,
  LAST_DELIVERIES_SHOWN,
  toChannelView,
} from '../channels/present-channel.js';
import type { Ports } from '../ports/ports.js';

/**
 * Turns one channel of the account of `ctx` on or off (a disabled channel gets no
 * reminders; its history and at-most-once guarantee stay). Audited as `channel.updated`
 * with the `enabled` change when it changes; setting the value it already has writes
 * nothing.
 *
 * @example
 * await setChannelEnabled(ports, ctx, channelId, false); // { channelId, enabled: false, ... }
 */
export async function setChannelEnabled(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  channelId: string,
  enabled: boolean,
): Promise<ChannelView> {
  return ports.unitOfWork.transaction(async (tx) => {
    const channel = await findChannel(tx, channelId, ctx.accountId);
    const updated = { ...channel, enabled };
    if (channel.enabled !== enabled) {
      await tx.channels.update(updated);
      await appendAuditEntry(ports, tx, ctx, ports.clock.now().toISOString(), {
        action: 'channel.updated',
        resourceType: 'channel',
        resourceId: channel.id,
        changes: { enabled: { from: channel.enabled, to: enabled } },
      });
    }
    return toChannelView(
      updated,
      await tx.reminderDeliveries.recent(channel.id, LAST_DELIVERIES_SHOWN),
    );
  });
}
