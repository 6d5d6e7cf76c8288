import type { Ports } from '../ports/ports.js';
import { appendAuditEntry } from './audit-entry.js';
import type { WriteContext } from './context.js';
import { findChannel } from './find-channel.js';

/**
 * D35: removes a channel of the account of `ctx` and its delivery history. Audited as
 * `channel.removed` with its kind and label (D30), never a secret.
 */
export function removeChannel(ports: Ports, ctx: WriteContext, channelId: string): void {
  ports.unitOfWork.transaction(() => {
    const channel = findChannel(ports, channelId, ctx.accountId);
    ports.channels.remove(channel.id);
    appendAuditEntry(ports, ctx, ports.clock.now().toISOString(), {
      action: 'channel.removed',
      resourceType: 'channel',
      resourceId: channel.id,
      changes: {
        kind: { from: channel.kind, to: null },
        label: { from: channel.label, to: null },
      },
    });
  });
}
