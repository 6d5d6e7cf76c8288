import { webWriteContext } from '../audit/write-context.js';
import { identityAlreadyBound } from '../members/identity-already-bound.js';
import { memberNotFound } from '../members/member-access.js';
import { appendMemberAudit, madeWith } from '../members/member-audit.js';
import type { Ports } from '../ports/ports.js';
import type { ActiveWebSession } from './resume-web-session.js';

/**
 * Binds the provider's `issuer` and `subject` to the member signed in (from the
 * account screen, after they signed in at the provider). Bound to them already: nothing
 * changes (`false`). Bound to someone else: `identity_already_bound`. Audits
 * `identity.bound`. Answers true when it bound.
 */
export async function bindIdentity(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
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
