import type { Member } from '../members/member.js';
import { emailKeyOf, validateEmail } from '../owners/email-rules.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError, isDomainError } from '../shared/domain-error.js';
import { accountNotFound } from './account-not-found.js';
import { firstOwnerOf } from './first-owner.js';
import { memberNotFound } from './member-access.js';

const EMAIL_TAKEN = 'That email is already used by another account';

/** The error of an email another member (of any account) already uses. */
export function emailTaken(): DomainError {
  return new DomainError('invalid_owner_login', EMAIL_TAKEN, {
    field: 'email',
    suggestedFix: 'Use another email address for this account.',
  });
}

/**
 * True for the error of an email another member already uses. The command line (the
 * server's administrator) says so; the web app must not tell one person another's address,
 * so it shows a neutral message instead (issue 20).
 */
export function isOwnerEmailTaken(error: unknown): boolean {
  return (
    isDomainError(error) && error.code === 'invalid_owner_login' && error.message === EMAIL_TAKEN
  );
}

/** Throws {@link emailTaken} when a member other than `memberId` uses `emailKey`; `tx`: D43. */
export async function requireFreeEmail(
  tx: StoragePorts,
  emailKey: string,
  memberId: string | null,
): Promise<void> {
  const holder = await tx.members.findByEmailKey(emailKey);
  if (holder && holder.id !== memberId) throw emailTaken();
}

/**
 * D28, D45: gives a member their email (unique across accounts, compared without regard to
 * case). `memberId` null: the account's first owner (`account create --email`). The first
 * password page uses it for the member signed in.
 */
export async function setMemberEmail(
  ports: Ports,
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

/** D28: gives the account's first owner their email (`account create --email`). */
export function setOwnerEmail(ports: Ports, accountId: string, email: string): Promise<Member> {
  return setMemberEmail(ports, { accountId, memberId: null, email });
}
