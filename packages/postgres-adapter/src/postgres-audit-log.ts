import {
  type Actor,
  type AuditAction,
  type AuditLog,
  type AuditQuery,
  type AuditRecord,
  type AuditResourceType,
  actorFromColumns,
  actorMemberId,
  type FieldChange,
  type Page,
} from '@subtrack/domain';
import type { Session } from './session.js';

interface AuditRow {
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
  changes: Record<string, FieldChange> | null;
}

const COLUMNS = `id, account_id, occurred_at, action, resource_type, resource_id,
  actor_type, actor_id, actor_member_id, api_key_id, request_id, changes`;

const APPEND = `INSERT INTO audit_records (${COLUMNS})
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;

const DELETE_FOR_RESOURCE = `DELETE FROM audit_records
WHERE account_id = $1 AND resource_type = $2 AND resource_id = $3`;
// D19, D40: many resources at once, one array parameter (no statement per id).
const DELETE_FOR_RESOURCES = `DELETE FROM audit_records
WHERE account_id = $1 AND resource_type = $2 AND resource_id = ANY ($3::text[])`;

function toAuditRecord(row: AuditRow): AuditRecord {
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
    // node-postgres parses json columns.
    changes: row.changes,
  };
}

/** D18 filters as SQL: `since` inclusive, `until` exclusive, compared as instants. */
function buildListStatement(accountId: string, query: AuditQuery) {
  const where = ['account_id = $1'];
  const values: (string | number)[] = [accountId];
  const { filters } = query;
  const add = (clause: string, value: string | undefined) => {
    if (value === undefined) return;
    values.push(value);
    where.push(`${clause} $${values.length}`);
  };
  add('resource_type =', filters.resourceType);
  add('resource_id =', filters.resourceId);
  add('action =', filters.action);
  add('occurred_at >=', filters.since);
  add('occurred_at <', filters.until);
  values.push(query.limit + 1, query.offset);
  const text = `SELECT ${COLUMNS} FROM audit_records WHERE ${where.join(' AND ')}
ORDER BY occurred_at DESC, id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`;
  return { text, values };
}

/** The audit trail (D18, D19) in PostgreSQL, newest first. */
export class PostgresAuditLog implements AuditLog {
  constructor(private readonly db: Session) {}

  async append(record: AuditRecord): Promise<void> {
    await this.db.query(APPEND, [
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
    ]);
  }

  async list(accountId: string, query: AuditQuery): Promise<Page<AuditRecord>> {
    const { text, values } = buildListStatement(accountId, query);
    const { rows } = await this.db.query<AuditRow>(text, values);
    const hasMore = rows.length > query.limit;
    return { items: (hasMore ? rows.slice(0, query.limit) : rows).map(toAuditRecord), hasMore };
  }

  async deleteForResource(
    accountId: string,
    resourceType: AuditResourceType,
    resourceId: string,
  ): Promise<void> {
    await this.db.query(DELETE_FOR_RESOURCE, [accountId, resourceType, resourceId]);
  }

  async deleteForResources(
    accountId: string,
    resourceType: AuditResourceType,
    resourceIds: readonly string[],
  ): Promise<void> {
    await this.db.query(DELETE_FOR_RESOURCES, [accountId, resourceType, resourceIds]);
  }
}
