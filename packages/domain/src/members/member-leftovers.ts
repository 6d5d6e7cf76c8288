import type { WriteContext } from '../audit/write-context.js';
import type { ApiKey } from '../keys/api-key.js';
import { revokeStoredKey } from '../keys/revoke-stored-key.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { InvitationRecord } from './invitation.js';
import { appendMemberAudit } from './member-audit.js';

/**
 * Why a key or an invitation was ended without being revoked by itself: the member who made
 * it was removed (or left), or stopped being an owner; or an owner revoked the invitation.
 * Audit records carry it as `changes.reason`.
 */
export type EndReason = 'member_removed' | 'member_role_changed' | 'revoked_by_owner';

/** What a member made that still works: keys not revoked, invitations not expired. */
export interface MemberLeftovers {
  keys: ApiKey[];
  invitations: InvitationRecord[];
}

/** The account's invitations that still work at `now`, oldest first. */
export async function pendingInvitations(
  store: Pick<StoragePorts, 'invitations'>,
  accountId: string,
  now: string,
): Promise<InvitationRecord[]> {
  return (await store.invitations.listByAccount(accountId)).filter((i) => i.expiresAt > now);
}

/** The keys and pending invitations `memberId` made, as `store` holds them at `now`. */
export async function findLeftovers(
  store: Pick<StoragePorts, 'apiKeys' | 'invitations'>,
  accountId: string,
  memberId: string,
  now: string,
): Promise<MemberLeftovers> {
  const keys = (await store.apiKeys.listByAccount(accountId)).filter(
    (key) => key.createdBy === memberId && key.revokedAt === null,
  );
  const invitations = (await pendingInvitations(store, accountId, now)).filter(
    (invitation) => invitation.invitedBy === memberId,
  );
  return { keys, invitations };
}

/**
 * Ends an invitation inside the caller's transaction (`tx`), so its link stops working, and
 * appends `member.invitation_revoked` with the reason. False when there was none to end.
 */
export async function endInvitation(
  ports: Pick<Ports, 'clock' | 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  invitationId: string,
  reason: EndReason,
): Promise<boolean> {
  if ((await tx.invitations.revoke(ctx.accountId, invitationId)) === null) return false;
  await appendMemberAudit(ports, tx, ctx, 'member.invitation_revoked', invitationId, {
    reason: { from: null, to: reason },
  });
  return true;
}

/**
 * Revokes every key `memberId` made and ends every invitation of theirs that still works,
 * inside the change that removes them or takes their owner role away (`tx`), each audited
 * with `reason`: what a member leaves behind must not outlast their access.
 */
export async function endLeftovers(
  ports: Pick<Ports, 'clock' | 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  memberId: string,
  reason: EndReason,
): Promise<void> {
  const now = ports.clock.now().toISOString();
  const { keys, invitations } = await findLeftovers(tx, ctx.accountId, memberId, now);
  for (const key of keys) await revokeStoredKey(ports, tx, ctx, key.id, now, reason);
  for (const invitation of invitations) {
    await endInvitation(ports, tx, ctx, invitation.id, reason);
  }
}
