import type { WriteContext } from '../audit/write-context.js';
import {
  keepAnOwner,
  lockMembership,
  memberNotFound,
  requireRole,
} from '../members/member-access.js';
import { appendMemberAudit } from '../members/member-audit.js';
import { endLeftovers } from '../members/member-leftovers.js';
import type { Ports } from '../ports/ports.js';

/**
 * Removes a member from the account: an owner removes anyone, any member may leave
 * (remove themselves). The last owner can neither leave nor be removed (`last_owner`).
 * Every session of the member ends at once (their next request is signed out), and their
 * sign-in links, identities and passkeys go with them. The API keys they made are
 * revoked and their pending invitations end, in the same transaction, each audited with
 * the reason `member_removed`. Audits `member.removed` (`changes: null`: nothing of the
 * member survives in the trail but their id). Changes to one account's members take turns
 * (each holds the account's membership until it commits), so two removals at once can never leave it without an owner.
 */
export async function removeMember(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  memberId: string,
): Promise<void> {
  const leaving = ctx.actor.type === 'web' && ctx.actor.memberId === memberId;
  await ports.unitOfWork.transaction(async (tx) => {
    const members = await lockMembership(tx, ctx.accountId);
    await requireRole(tx, ctx, leaving ? 'viewer' : 'owner');
    const target = members.find((member) => member.id === memberId);
    if (!target) throw memberNotFound();
    keepAnOwner(members, target);
    await endLeftovers(ports, tx, ctx, memberId, 'member_removed');
    await tx.webSessions.deleteAllOfMember(ctx.accountId, memberId, null);
    await tx.members.delete(ctx.accountId, memberId);
    await appendMemberAudit(ports, tx, ctx, 'member.removed', memberId, null);
  });
}
