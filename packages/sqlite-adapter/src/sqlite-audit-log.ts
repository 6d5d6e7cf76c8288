import type {
  AuditLog,
  AuditQuery,
  AuditRecord,
  AuditResourceType,
  Page,
  SynchronousPort,
} from '@subtrack/domain';
import {
  AUDIT_SQL,
  type AuditRow,
  auditListStatement,
  auditValues,
  toAuditRecord,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

// D19, D40: many resources at once, a JSON array of ids (no statement per id, no limit on
// the number of bound parameters).
const DELETE_FOR_RESOURCES = `DELETE FROM audit_records
WHERE account_id = ? AND resource_type = ? AND resource_id IN (SELECT value FROM json_each(?))`;

/** The audit trail in SQLite, newest first. */
export class SqliteAuditLog implements SynchronousPort<AuditLog> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  append(record: AuditRecord): void {
    this.statements.get(AUDIT_SQL.append).run(...auditValues(record));
  }

  list(accountId: string, query: AuditQuery): Page<AuditRecord> {
    const { text, values } = auditListStatement('sqlite', accountId, query);
    const rows = this.statements.get<AuditRow>(text).all(...values);
    const hasMore = rows.length > query.limit;
    return { items: (hasMore ? rows.slice(0, query.limit) : rows).map(toAuditRecord), hasMore };
  }

  deleteForResource(accountId: string, resourceType: AuditResourceType, resourceId: string): void {
    this.statements.get(AUDIT_SQL.deleteForResource).run(accountId, resourceType, resourceId);
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
