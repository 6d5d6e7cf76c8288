import type { WriteContext } from '../audit/write-context.js';
import { parseMemberRole } from '../members/member.js';
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
 * Gives a member another role. Only an owner (or the command line) may; the last
 * owner cannot be demoted (`last_owner`). The new role counts from the member's next
 * request. Audits `member.updated` with the role's change; the same role changes nothing.
 * An owner given another role loses what owners alone could make: the API keys they
 * made are revoked and their pending invitations end, in the same transaction, each audited
 * with the reason `member_role_changed`. Changes to one account's members take turns (each
 * holds the account's membership until it commits), so owners demoting each other at once always leave one owner.
 */
export async function changeMemberRole(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  memberId: string,
  roleText: string,
): Promise<void> {
  const role = parseMemberRole(roleText);
  await ports.unitOfWork.transaction(async (tx) => {
    const members = await lockMembership(tx, ctx.accountId);
    await requireRole(tx, ctx, 'owner');
    const target = members.find((member) => member.id === memberId);
    if (!target) throw memberNotFound();
    if (target.role === role) return;
    if (role !== 'owner') keepAnOwner(members, target);
    if (target.role === 'owner') {
      await endLeftovers(ports, tx, ctx, target.id, 'member_role_changed');
    }
    await tx.members.save({ ...target, role, updatedAt: ports.clock.now().toISOString() });
    await appendMemberAudit(ports, tx, ctx, 'member.updated', target.id, {
      role: { from: target.role, to: role },
    });
  });
}
