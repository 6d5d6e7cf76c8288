import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { Channel } from './channel.js';

/**
 * The record of a channel added (`channel.created`: kind, label, enabled and
 * digest) or removed (`channel.removed`: the kind and label it had); never a secret.
 */
export async function auditChannel(
  ports: Pick<Ports, 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  occurredAt: string,
  action: 'channel.created' | 'channel.removed',
  channel: Channel,
): Promise<void> {
  const created = action === 'channel.created';
  await appendAuditEntry(ports, tx, ctx, occurredAt, {
    action,
    resourceType: 'channel',
    resourceId: channel.id,
    changes: created
      ? {
          kind: { from: null, to: channel.kind },
          label: { from: null, to: channel.label },
          enabled: { from: null, to: channel.enabled },
          digest: { from: null, to: channel.digest },
        }
      : {
          kind: { from: channel.kind, to: null },
          label: { from: channel.label, to: null },
        },
  });
}
