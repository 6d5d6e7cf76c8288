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
  type SynchronousPort,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

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
  changes: string | null;
}

const APPEND = `INSERT INTO audit_records (
  id, account_id, occurred_at, action, resource_type, resource_id,
  actor_type, actor_id, actor_member_id, api_key_id, request_id, changes
) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const DELETE_FOR_RESOURCE = `DELETE FROM audit_records
WHERE account_id = ? AND resource_type = ? AND resource_id = ?`;
// D19, D40: many resources at once, a JSON array of ids (no statement per id, no limit on
// the number of bound parameters).
const DELETE_FOR_RESOURCES = `DELETE FROM audit_records
WHERE account_id = ? AND resource_type = ? AND resource_id IN (SELECT value FROM json_each(?))`;

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
    changes: row.changes === null ? null : (JSON.parse(row.changes) as Record<string, FieldChange>),
  };
}

/** D18 filters as SQL; instants are UTC ISO text, so text comparison is time comparison. */
function buildListStatement(accountId: string, query: AuditQuery) {
  const where = ['account_id = ?'];
  const params: (string | number)[] = [accountId];
  const { filters } = query;
  const add = (clause: string, value: string | undefined) => {
    if (value === undefined) return;
    where.push(clause);
    params.push(value);
  };
  add('resource_type = ?', filters.resourceType);
  add('resource_id = ?', filters.resourceId);
  add('action = ?', filters.action);
  add('occurred_at >= ?', filters.since);
  add('occurred_at < ?', filters.until);
  params.push(query.limit + 1, query.offset);
  const sql = `SELECT * FROM audit_records WHERE ${where.join(' AND ')}
ORDER BY occurred_at DESC, id DESC LIMIT ? OFFSET ?`;
  return { sql, params };
}

/** The audit trail (D18, D19) in SQLite, newest first. */
export class SqliteAuditLog implements SynchronousPort<AuditLog> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  append(record: AuditRecord): void {
    this.statements
      .get(APPEND)
      .run(
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
      );
  }

  list(accountId: string, query: AuditQuery): Page<AuditRecord> {
    const { sql, params } = buildListStatement(accountId, query);
    const rows = this.statements.get<AuditRow>(sql).all(...params);
    const hasMore = rows.length > query.limit;
    return { items: (hasMore ? rows.slice(0, query.limit) : rows).map(toAuditRecord), hasMore };
  }

  deleteForResource(accountId: string, resourceType: AuditResourceType, resourceId: string): void {
    this.statements.get(DELETE_FOR_RESOURCE).run(accountId, resourceType, resourceId);
  }

  deleteForResources(
    accountId: string,
    resourceType: AuditResourceType,
    resourceIds: readonly string[],
  ): void {
    this.statements
      .get(DELETE_FOR_RESOURCES)
      .run(accountId, resourceType, JSON.stringify(resourceIds));
  }
}
