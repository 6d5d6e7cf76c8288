import type { WriteContext } from '../audit/write-context.js';
import { requireRole } from '../members/member-access.js';
import { endInvitation } from '../members/member-leftovers.js';
import { invitationInvalid } from '../members/take-invitation.js';
import type { Ports } from '../ports/ports.js';

/**
 * Ends a pending invitation of the account: its link stops working at once. Only an owner
 * (or the command line) may. Audited as `member.invitation_revoked` with the reason
 * `revoked_by_owner`. An unknown, used or already revoked invitation, or another account's,
 * is `invitation_invalid`.
 */
export async function revokeInvitation(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  invitationId: string,
): Promise<void> {
  await ports.unitOfWork.transaction(async (tx) => {
    await requireRole(tx, ctx, 'owner');
    if (!(await endInvitation(ports, tx, ctx, invitationId, 'revoked_by_owner'))) {
      throw invitationInvalid();
    }
  });
}
