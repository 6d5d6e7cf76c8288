import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';

/** The D30 actions of owner logins (resource type `owner`, resource id the account id). */
export type OwnerAuditAction =
  | 'owner.signed_in'
  | 'owner.password_changed'
  | 'owner.signed_out_elsewhere';

/**
 * Appends the audit record of an owner-login event, inside the event's transaction
 * (`tx`). Never a secret: no password, hash, session id or link token; `changes` is
 * null.
 */
export async function appendOwnerAudit(
  ports: Pick<Ports, 'clock' | 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  action: OwnerAuditAction,
): Promise<void> {
  await appendAuditEntry(ports, tx, ctx, ports.clock.now().toISOString(), {
    action,
    resourceType: 'owner',
    resourceId: ctx.accountId,
    changes: null,
  });
}
