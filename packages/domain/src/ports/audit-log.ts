import type { AuditAction, AuditRecord, AuditResourceType } from '../audit/audit-record.js';
import type { Page, Pagination } from '../shared/page.js';

/** D18 filters; `since` is inclusive, `until` exclusive, both RFC 3339 instants normalised to UTC ISO strings. */
export interface AuditFilters {
  resourceType?: AuditResourceType;
  resourceId?: string;
  action?: AuditAction;
  since?: string;
  until?: string;
}

export interface AuditQuery extends Pagination {
  filters: AuditFilters;
}

/** The audit trail. Newest first: `occurredAt` descending, then `id` descending. */
export interface AuditLog {
  append(record: AuditRecord): Promise<void>;
  list(accountId: string, query: AuditQuery): Promise<Page<AuditRecord>>;
  /** Removes every record about one resource (before the deletion record is appended). */
  deleteForResource(
    accountId: string,
    resourceType: AuditResourceType,
    resourceId: string,
  ): Promise<void>;
  /**
   * Removes every record about any of `resourceIds` of one type (the payments of
   * a deleted subscription), however many there are.
   */
  deleteForResources(
    accountId: string,
    resourceType: AuditResourceType,
    resourceIds: readonly string[],
  ): Promise<void>;
}
