import type { AuditRecord } from '../audit/audit-record.js';
import type { AuditFilters, AuditLog } from '../ports/audit-log.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import { compareValues } from './compare-values.js';

/** Where the in-memory audit records live. */
export interface AuditTable {
  audit: AuditRecord[];
}

function matches(record: AuditRecord, filters: AuditFilters): boolean {
  if (filters.resourceType !== undefined && record.resourceType !== filters.resourceType)
    return false;
  if (filters.resourceId !== undefined && record.resourceId !== filters.resourceId) return false;
  if (filters.action !== undefined && record.action !== filters.action) return false;
  // D18: since inclusive, until exclusive; instants are normalised UTC ISO strings.
  if (filters.since !== undefined && record.occurredAt < filters.since) return false;
  if (filters.until !== undefined && record.occurredAt >= filters.until) return false;
  return true;
}

/** Newest first: occurredAt descending, then id descending. */
export function compareAuditNewestFirst(a: AuditRecord, b: AuditRecord): number {
  return compareValues(b.occurredAt, a.occurredAt) || compareValues(b.id, a.id);
}

/** The audit trail in an array, copied in and out. */
export function createInMemoryAuditLog(table: AuditTable): SynchronousPort<AuditLog> {
  return {
    append(record) {
      table.audit.push(structuredClone(record));
    },
    list(accountId, query) {
      const matching = table.audit
        .filter((r) => r.accountId === accountId && matches(r, query.filters))
        .sort(compareAuditNewestFirst);
      const items = matching
        .slice(query.offset, query.offset + query.limit)
        .map((r) => structuredClone(r));
      return { items, hasMore: matching.length > query.offset + query.limit };
    },
    deleteForResource(accountId, resourceType, resourceId) {
      table.audit = table.audit.filter(
        (r) =>
          !(
            r.accountId === accountId &&
            r.resourceType === resourceType &&
            r.resourceId === resourceId
          ),
      );
    },
    deleteForResources(accountId, resourceType, resourceIds) {
      const gone = new Set(resourceIds);
      table.audit = table.audit.filter(
        (r) =>
          !(r.accountId === accountId && r.resourceType === resourceType && gone.has(r.resourceId)),
      );
    },
  };
}
