import type { AuditLog, AuditQuery, AuditRecord, AuditResourceType, Page } from '@subtrack/domain';
import {
  AUDIT_SQL,
  type AuditRow,
  auditListStatement,
  auditValues,
  queriesIn,
  toAuditRecord,
} from '@subtrack/sql-rows';
import type { Session } from './session.js';

const AUDIT = queriesIn('postgres', AUDIT_SQL);
// D19, D40: many resources at once, one array parameter (no statement per id).
const DELETE_FOR_RESOURCES = `DELETE FROM audit_records
WHERE account_id = $1 AND resource_type = $2 AND resource_id = ANY ($3::text[])`;

/** The audit trail in PostgreSQL, newest first. */
export class PostgresAuditLog implements AuditLog {
  constructor(private readonly db: Session) {}

  async append(record: AuditRecord): Promise<void> {
    await this.db.query(AUDIT.append, auditValues(record));
  }

  async list(accountId: string, query: AuditQuery): Promise<Page<AuditRecord>> {
    const { text, values } = auditListStatement('postgres', accountId, query);
    const { rows } = await this.db.query<AuditRow>(text, values);
    const hasMore = rows.length > query.limit;
    return { items: (hasMore ? rows.slice(0, query.limit) : rows).map(toAuditRecord), hasMore };
  }

  async deleteForResource(
    accountId: string,
    resourceType: AuditResourceType,
    resourceId: string,
  ): Promise<void> {
    await this.db.query(AUDIT.deleteForResource, [accountId, resourceType, resourceId]);
  }

  async deleteForResources(
    accountId: string,
    resourceType: AuditResourceType,
    resourceIds: readonly string[],
  ): Promise<void> {
    await this.db.query(DELETE_FOR_RESOURCES, [accountId, resourceType, resourceIds]);
  }
}
