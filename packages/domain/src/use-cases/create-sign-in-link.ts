import { accountNotFound } from '../accounts/account-not-found.js';
import { firstOwnerOf } from '../members/first-owner.js';
import { memberNotFound } from '../members/member-access.js';
import { hashSecretToken, newSecretToken } from '../owners/secret-token.js';
import { SIGN_IN_LINK_MS } from '../owners/sign-in-records.js';
import type { Ports } from '../ports/ports.js';

/** A new sign-in link: `path` is shown once (CLI, `pnpm start`) and stored only as a hash. */
export interface SignInLink {
  path: string;
  expiresAt: string;
}

/**
 * A one-time sign-in link for a member (`memberId` absent: the account's first
 * owner), valid 15 minutes. Opening it shows a "Sign in" button; only pressing it signs in.
 *
 * @example (await createSignInLink(ports, accountId)).path // '/sign-in/link/Jx3…'
 */
export async function createSignInLink(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random' | 'accounts'>,
  accountId: string,
  memberId?: string,
): Promise<SignInLink> {
  if (!(await ports.accounts.findById(accountId))) throw accountNotFound(accountId);
  const token = newSecretToken(ports.random);
  const now = ports.clock.now();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MS).toISOString();
  await ports.unitOfWork.transaction(async (tx) => {
    const member =
      memberId === undefined
        ? await firstOwnerOf(ports, tx, accountId)
        : await tx.members.findById(accountId, memberId);
    if (!member) throw memberNotFound();
    await tx.signInLinks.insert({
      tokenHash: hashSecretToken(token),
      accountId,
      memberId: member.id,
      createdAt: now.toISOString(),
      expiresAt,
    });
  });
  return { path: `/sign-in/link/${token}`, expiresAt };
}
