import type { Channel } from '../channels/channel.js';
import type { Ports } from '../ports/ports.js';
import { appendAuditEntry } from './audit-entry.js';
import type { WriteContext } from './context.js';

/** D30, D35: the `channel.created` record: kind, label, enabled and digest, never a secret. */
export function auditChannelCreated(
  ports: Ports,
  ctx: WriteContext,
  occurredAt: string,
  channel: Channel,
): void {
  appendAuditEntry(ports, ctx, occurredAt, {
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
