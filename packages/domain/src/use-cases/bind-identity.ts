import { appendMemberAudit, madeWith } from '../members/member-audit.js';
import type { Ports } from '../ports/ports.js';
import { webWriteContext } from './context.js';
import { identityAlreadyBound } from './join-account.js';
import { memberNotFound } from './member-access.js';
import type { ActiveWebSession } from './resume-web-session.js';

/** D46: one identity-provider login of a member, as the account screen lists it. */
export interface IdentitySummary {
  issuer: string;
  subject: string;
  createdAt: string;
}

/**
 * D46: binds the provider's `issuer` and `subject` to the member signed in (from the
 * account screen, after they signed in at the provider). Bound to them already: nothing
 * changes (`false`). Bound to someone else: `identity_already_bound`. Audits
 * `identity.bound`. Answers true when it bound.
 */
export async function bindIdentity(
  ports: Ports,
  input: { session: ActiveWebSession; issuer: string; subject: string; requestId: string },
): Promise<boolean> {
  const { accountId, memberId, publicId } = input.session;
  return ports.unitOfWork.transaction(async (tx) => {
    const bound = await tx.identities.find(input.issuer, input.subject);
    if (bound?.memberId === memberId) return false;
    if (bound) throw identityAlreadyBound();
    if (!(await tx.members.findById(accountId, memberId))) throw memberNotFound();
    await tx.identities.insert({
      issuer: input.issuer,
      subject: input.subject,
      accountId,
      memberId,
      createdAt: ports.clock.now().toISOString(),
    });
    const ctx = webWriteContext(accountId, publicId, memberId, input.requestId);
    const changes = madeWith({ issuer: input.issuer, subject: input.subject });
    await appendMemberAudit(ports, tx, ctx, 'identity.bound', memberId, changes);
    return true;
  });
}

/** D46: the identity-provider logins bound to the member signed in, oldest first. */
export async function listIdentities(
  ports: Ports,
  session: Pick<ActiveWebSession, 'accountId' | 'memberId'>,
): Promise<IdentitySummary[]> {
  return (await ports.identities.listByMember(session.accountId, session.memberId)).map(
    ({ issuer, subject, createdAt }) => ({ issuer, subject, createdAt }),
  );
}
