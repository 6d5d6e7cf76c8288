import type { WriteContext } from '../audit/write-context.js';
import { parseMemberRole } from '../members/member.js';
import { keepAnOwner, memberNotFound, requireRole } from '../members/member-access.js';
import { appendMemberAudit } from '../members/member-audit.js';
import type { Ports } from '../ports/ports.js';

/**
 * D45: gives a member another role. Only an owner (or the command line) may; the last
 * owner cannot be demoted (`last_owner`). The new role counts from the member's next
 * request. Audits `member.updated` with the role's change; the same role changes nothing.
 */
export async function changeMemberRole(
  ports: Ports,
  ctx: WriteContext,
  memberId: string,
  roleText: string,
): Promise<void> {
  const role = parseMemberRole(roleText);
  await ports.unitOfWork.transaction(async (tx) => {
    await requireRole(tx, ctx, 'owner');
    const members = await tx.members.listByAccount(ctx.accountId);
    const target = members.find((member) => member.id === memberId);
    if (!target) throw memberNotFound();
    if (target.role === role) return;
    if (role !== 'owner') keepAnOwner(members, target);
    await tx.members.save({ ...target, role, updatedAt: ports.clock.now().toISOString() });
    await appendMemberAudit(ports, tx, ctx, 'member.updated', target.id, {
      role: { from: target.role, to: role },
    });
  });
}
