import { accountNotFound } from '../accounts/account-not-found.js';
import type { Actor } from '../audit/actor.js';
import { firstOwnerOf } from '../members/first-owner.js';
import { memberNotFound } from '../members/member-access.js';
import { appendOwnerAudit } from '../owners/owner-audit.js';
import { validateNewPassword } from '../owners/password-rules.js';
import type { Ports } from '../ports/ports.js';

/**
 * Sets a member's password (12 to 256 characters after NFKC), hashed with the
 * password hasher, and ends every session of that member but `keepSessionIdHash` (null:
 * all of them). `memberId` absent: the account's first owner. Audits
 * `owner.password_changed` without any secret. The command line's
 * `account set-password` and the web's password pages use it.
 */
export async function setOwnerPassword(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'passwordHasher' | 'accounts'>,
  input: {
    accountId: string;
    memberId?: string;
    password: string;
    actor: Actor;
    requestId: string;
    keepSessionIdHash: string | null;
  },
): Promise<void> {
  const password = validateNewPassword(input.password);
  if (!(await ports.accounts.findById(input.accountId))) throw accountNotFound(input.accountId);
  // The slow hash runs before the transaction: it holds no lock while it works (D43).
  const passwordHash = await ports.passwordHasher.hash(password);
  await ports.unitOfWork.transaction(async (tx) => {
    const member =
      input.memberId === undefined
        ? await firstOwnerOf(ports, tx, input.accountId)
        : await tx.members.findById(input.accountId, input.memberId);
    if (!member) throw memberNotFound();
    await tx.members.save({ ...member, passwordHash, updatedAt: ports.clock.now().toISOString() });
    await tx.webSessions.deleteAllOfMember(input.accountId, member.id, input.keepSessionIdHash);
    const ctx = { accountId: input.accountId, actor: input.actor, requestId: input.requestId };
    await appendOwnerAudit(ports, tx, ctx, 'owner.password_changed');
  });
}
