import type { WriteContext } from '../audit/write-context.js';
import { auditChannel } from '../channels/audit-channel.js';
import { findChannel } from '../channels/find-channel.js';
import type { Ports } from '../ports/ports.js';

/**
 * Removes a channel of the account of `ctx` and its delivery history. Audited as
 * `channel.removed` with its kind and label, never a secret.
 */
export async function removeChannel(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  channelId: string,
): Promise<void> {
  await ports.unitOfWork.transaction(async (tx) => {
    const channel = await findChannel(tx, channelId, ctx.accountId);
    await tx.channels.remove(channel.id);
    await auditChannel(ports, tx, ctx, ports.clock.now().toISOString(), 'channel.removed', channel);
  });
}
