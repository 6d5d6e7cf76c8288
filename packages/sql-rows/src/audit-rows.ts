import {
  type Actor,
  type AuditAction,
  type AuditQuery,
  type AuditRecord,
  type AuditResourceType,
  actorFromColumns,
  actorMemberId,
  type FieldChange,
} from '@subtrack/domain';
import { type Dialect, inDialect, placeholders, whereEach } from './dialect.js';

/** A row of `audit_records`; `changes` is JSON text on SQLite, parsed already by `pg`. */
export interface AuditRow {
  id: string;
  account_id: string;
  occurred_at: string;
  action: string;
  resource_type: string;
  resource_id: string;
  actor_type: Actor['type'];
  actor_id: string | null;
  actor_member_id: string | null;
  api_key_id: string | null;
  request_id: string;
  changes: string | Record<string, FieldChange> | null;
}

export function toAuditRecord(row: AuditRow): AuditRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    occurredAt: row.occurred_at,
    action: row.action as AuditAction,
    resourceType: row.resource_type as AuditResourceType,
    resourceId: row.resource_id,
    actor: actorFromColumns(row.actor_type, row.actor_id, row.actor_member_id),
    apiKeyId: row.api_key_id,
    requestId: row.request_id,
    changes:
      typeof row.changes === 'string'
        ? (JSON.parse(row.changes) as Record<string, FieldChange>)
        : row.changes,
  };
}

/** The values of `AUDIT_SQL.append`, in its column order; the changes as JSON text. */
export const auditValues = (record: AuditRecord): unknown[] => [
  record.id,
  record.accountId,
  record.occurredAt,
  record.action,
  record.resourceType,
  record.resourceId,
  record.actor.type,
  record.actor.id,
  actorMemberId(record.actor),
  record.apiKeyId,
  record.requestId,
  record.changes === null ? null : JSON.stringify(record.changes),
];

const AUDIT_COLUMNS = `id, account_id, occurred_at, action, resource_type, resource_id,
  actor_type, actor_id, actor_member_id, api_key_id, request_id, changes`;

/**
 * The audit trail's statements both engines write alike. Deleting many resources' records
 * at once stays in each adapter: SQLite reads a JSON array, PostgreSQL an array parameter.
 */
export const AUDIT_SQL = {
  append: `INSERT INTO audit_records (${AUDIT_COLUMNS}) VALUES (${placeholders(12)})`,
  deleteForResource: `DELETE FROM audit_records
WHERE account_id = ? AND resource_type = ? AND resource_id = ?`,
} as const;

/**
 * D18's filters as one statement, newest first: `since` inclusive, `until` exclusive
 * (instants are UTC ISO text, compared as instants on both engines), one row more than the
 * page to tell whether more follow.
 */
export function auditListStatement(
  dialect: Dialect,
  accountId: string,
  query: AuditQuery,
): { text: string; values: (string | number)[] } {
  const { filters } = query;
  const { where, values } = whereEach([
    ['account_id = ?', accountId],
    ['resource_type = ?', filters.resourceType],
    ['resource_id = ?', filters.resourceId],
    ['action = ?', filters.action],
    ['occurred_at >= ?', filters.since],
    ['occurred_at < ?', filters.until],
  ]);
  values.push(query.limit + 1, query.offset);
  const text = `SELECT ${AUDIT_COLUMNS} FROM audit_records WHERE ${where}
ORDER BY occurred_at DESC, id DESC LIMIT ? OFFSET ?`;
  return { text: inDialect(dialect, text), values };
}
