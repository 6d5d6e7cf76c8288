import { accountNotFound } from '../accounts/account-not-found.js';
import type { WriteContext } from '../audit/write-context.js';
import { INVITATION_MS } from '../members/invitation.js';
import { parseMemberRole } from '../members/member.js';
import { requireRole } from '../members/member-access.js';
import { appendMemberAudit, madeWith } from '../members/member-audit.js';
import { validateEmail } from '../owners/email-rules.js';
import { hashSecretToken, newSecretToken } from '../owners/secret-token.js';
import type { Ports } from '../ports/ports.js';

/** A new invitation: `path` is shown once (Members screen, CLI) and stored only as a hash. */
export interface NewInvitation {
  invitationId: string;
  path: string;
  expiresAt: string;
}

/**
 * A one-time link that lets one person join the account with `role`, valid 7 days.
 * Only an owner (or the command line) invites. `email`, when given, is suggested to the
 * invitee, who may choose another. Audits `member.invited` with the role and email.
 *
 * @example
 * (await inviteMember(ports, ctx, { role: 'viewer' })).path // '/invite/Jx3…'
 */
export async function inviteMember(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random'>,
  ctx: WriteContext,
  input: { role: string; email?: string | null },
): Promise<NewInvitation> {
  const role = parseMemberRole(input.role);
  const email = input.email ? validateEmail(input.email) : null;
  const token = newSecretToken(ports.random);
  const now = ports.clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_MS).toISOString();
  const invitationId = ports.ids.newId();
  await ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.accounts.findById(ctx.accountId))) throw accountNotFound(ctx.accountId);
    const inviter = await requireRole(tx, ctx, 'owner');
    await tx.invitations.insert({
      id: invitationId,
      tokenHash: hashSecretToken(token),
      accountId: ctx.accountId,
      role,
      email,
      invitedBy: inviter?.id ?? null,
      createdAt: now.toISOString(),
      expiresAt,
    });
    await appendMemberAudit(
      ports,
      tx,
      ctx,
      'member.invited',
      invitationId,
      madeWith({ role, email }),
    );
  });
  return { invitationId, path: `/invite/${token}`, expiresAt };
}
