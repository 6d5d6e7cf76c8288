import type { AuditRecord } from '../audit/audit-record.js';
import type { AuditQuery } from '../ports/audit-log.js';
import type { Ports } from '../ports/ports.js';
import type { Page } from '../shared/page.js';

/** One page of the account's audit trail, newest first. */
export async function listAuditEvents(
  ports: Pick<Ports, 'audit'>,
  accountId: string,
  query: AuditQuery,
): Promise<Page<AuditRecord>> {
  return ports.audit.list(accountId, query);
}
