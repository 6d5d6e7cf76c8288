import { appendAuditEntry } from '../audit/audit-entry.js';
import type { FieldChange } from '../audit/audit-record.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';

/** The actions recorded under resource type `member`. */
export type MemberAuditAction =
  | 'member.invited'
  | 'member.joined'
  | 'member.updated'
  | 'member.removed'
  | 'member.invitation_revoked'
  | 'identity.bound';

/**
 * Appends the audit record of a membership change, inside its transaction (`tx`,
 * D43). `resourceId` is the member's id (the invitation's for `member.invited` and
 * `member.invitation_revoked`). Never a
 * secret: no token, password or hash; `changes` holds roles, emails, an issuer and subject.
 */
export async function appendMemberAudit(
  ports: Pick<Ports, 'clock' | 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  action: MemberAuditAction,
  resourceId: string,
  changes: Record<string, FieldChange> | null,
): Promise<void> {
  await appendAuditEntry(ports, tx, ctx, ports.clock.now().toISOString(), {
    action,
    resourceType: 'member',
    resourceId,
    changes,
  });
}

/** `{field: {from: null, to: value}}` for each field given a value (a record being made). */
export function madeWith(fields: Record<string, unknown>): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) changes[field] = { from: null, to: value };
  }
  return changes;
}
