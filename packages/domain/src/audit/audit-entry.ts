import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { AuditAction, AuditRecord, AuditResourceType, FieldChange } from './audit-record.js';
import type { WriteContext } from './write-context.js';

/** What differs between the audit records of two writes. */
export interface AuditEntryFacts {
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId: string;
  changes: Record<string, FieldChange> | null;
}

/**
 * Appends the audit record of one write: who (`actor`; `apiKeyId` when a key
 * made it, never a secret), under which request, when. Call it inside the write's
 * transaction, with its `tx` ports.
 */
export async function appendAuditEntry(
  ports: Pick<Ports, 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  occurredAt: string,
  facts: AuditEntryFacts,
): Promise<AuditRecord> {
  const record: AuditRecord = {
    id: ports.ids.newId(),
    accountId: ctx.accountId,
    occurredAt,
    actor: ctx.actor,
    apiKeyId: ctx.actor.type === 'api_key' ? ctx.actor.id : null,
    requestId: ctx.requestId,
    ...facts,
  };
  await tx.audit.append(record);
  return record;
}
