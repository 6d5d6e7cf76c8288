import type { Ports } from '../ports/ports.js';

/** Who made an owner-login change: a page (its session) or the command line (D30). */
export type OwnerActor = { type: 'web'; id: string } | { type: 'cli'; id: null };

/** The D30 actions of owner logins (resource type `owner`, resource id the account id). */
export type OwnerAuditAction =
  | 'owner.signed_in'
  | 'owner.password_changed'
  | 'owner.signed_out_elsewhere';

/**
 * D30: appends the audit record of an owner-login event. Never a secret: no password,
 * hash, session id or link token; `changes` is null.
 */
export function appendOwnerAudit(
  ports: Ports,
  event: { accountId: string; actor: OwnerActor; requestId: string; action: OwnerAuditAction },
): void {
  ports.audit.append({
    id: ports.ids.newId(),
    accountId: event.accountId,
    occurredAt: ports.clock.now().toISOString(),
    action: event.action,
    resourceType: 'owner',
    resourceId: event.accountId,
    // Replaced by D30's actor once it is on main.
    apiKeyId: '',
    requestId: event.requestId,
    changes: null,
  });
}
