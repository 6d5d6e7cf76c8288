import { accountNotFound } from '../accounts/account-not-found.js';
import { firstOwnerOf } from '../members/first-owner.js';
import type { Member } from '../members/member.js';
import { memberNotFound } from '../members/member-access.js';
import { requireFreeEmail } from '../members/require-free-email.js';
import { emailKeyOf, validateEmail } from '../owners/email-rules.js';
import type { Ports } from '../ports/ports.js';

/**
 * Gives a member their email (unique across accounts, compared without regard to
 * case). `memberId` null: the account's first owner (`account create --email`). The first
 * password page uses it for the member signed in.
 */
export async function setMemberEmail(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  input: { accountId: string; memberId: string | null; email: string },
): Promise<Member> {
  const valid = validateEmail(input.email);
  const emailKey = emailKeyOf(valid);
  return ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.accounts.findById(input.accountId))) throw accountNotFound(input.accountId);
    const member =
      input.memberId === null
        ? await firstOwnerOf(ports, tx, input.accountId)
        : await tx.members.findById(input.accountId, input.memberId);
    if (!member) throw memberNotFound();
    await requireFreeEmail(tx, emailKey, member.id);
    const updated: Member = {
      ...member,
      email: valid,
      emailKey,
      updatedAt: ports.clock.now().toISOString(),
    };
    await tx.members.save(updated);
    return updated;
  });
}
