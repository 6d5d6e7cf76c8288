import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { Channel } from './channel.js';

/** D30, D35: the `channel.created` record: kind, label, enabled and digest, never a secret. */
export async function auditChannelCreated(
  ports: Pick<Ports, 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  occurredAt: string,
  channel: Channel,
): Promise<void> {
  await appendAuditEntry(ports, tx, ctx, occurredAt, {
    action: 'channel.created',
    resourceType: 'channel',
    resourceId: channel.id,
    changes: {
      kind: { from: null, to: channel.kind },
      label: { from: null, to: channel.label },
      enabled: { from: null, to: channel.enabled },
      digest: { from: null, to: channel.digest },
    },
  });
}
