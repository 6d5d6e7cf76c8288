import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';

/**
 * Revokes a stored key inside the caller's transaction (`tx`) and appends its
 * `api_key.revoked` record: the time, and `reason` when the key did not end by itself being
 * revoked (its maker was removed or stopped being an owner). Never the secret or its hash.
 */
export async function revokeStoredKey(
  ports: Pick<Ports, 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  keyId: string,
  now: string,
  reason?: string,
): Promise<void> {
  await tx.apiKeys.revoke(keyId, now);
  await appendAuditEntry(ports, tx, ctx, now, {
    action: 'api_key.revoked',
    resourceType: 'api_key',
    resourceId: keyId,
    changes: {
      revokedAt: { from: null, to: now },
      ...(reason === undefined ? {} : { reason: { from: null, to: reason } }),
    },
  });
}
