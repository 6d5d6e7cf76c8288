import type { AuditRecord } from './audit-record.js';

/** The API form of an audit record: everything but the account id. */
export type AuditEventResource = Omit<AuditRecord, 'accountId'>;

/**
 * Turns a stored audit record into the API's `data` item (`changes` is null for
 * a deletion). The account id is left out: a caller only ever sees its own account.
 *
 * @example
 * toAuditEventResource(record); // { id, occurredAt, action, resourceType, resourceId, actor, apiKeyId, requestId, changes }
 */
export function toAuditEventResource(r: AuditRecord): AuditEventResource {
  return {
    id: r.id,
    occurredAt: r.occurredAt,
    action: r.action,
    resourceType: r.resourceType,
    resourceId: r.resourceId,
    actor: r.actor,
    apiKeyId: r.apiKeyId,
    requestId: r.requestId,
    changes: r.changes,
  };
}
