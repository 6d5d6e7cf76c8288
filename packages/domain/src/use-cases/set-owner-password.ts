import { accountNotFound } from '../accounts/account-not-found.js';
import type { Actor } from '../audit/actor.js';
import { appendOwnerAudit } from '../owners/owner-audit.js';
import { ownerLoginOf } from '../owners/owner-login-of.js';
import { validateNewPassword } from '../owners/password-rules.js';
import type { Ports } from '../ports/ports.js';

/**
 * D28/D29: sets the owner's password (12 to 256 characters after NFKC), hashed with the
 * password hasher, and ends every session but `keepSessionIdHash` (null: all of them).
 * Audits `owner.password_changed` (D30) without any secret. The command line's
 * `account set-password` and the web's password pages use it.
 */
export async function setOwnerPassword(
  ports: Ports,
  input: {
    accountId: string;
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
    await tx.ownerLogins.save({
      ...(await ownerLoginOf(ports, tx, input.accountId)),
      passwordHash,
      updatedAt: ports.clock.now().toISOString(),
    });
    await tx.webSessions.deleteAllOfAccount(input.accountId, input.keepSessionIdHash);
    const ctx = { accountId: input.accountId, actor: input.actor, requestId: input.requestId };
    await appendOwnerAudit(ports, tx, ctx, 'owner.password_changed');
  });
}
