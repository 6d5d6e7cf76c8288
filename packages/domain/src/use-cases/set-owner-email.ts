import { emailKeyOf, validateEmail } from '../owners/email-rules.js';
import type { OwnerLogin } from '../owners/owner-login.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError, isDomainError } from '../shared/domain-error.js';
import { accountNotFound } from './account-not-found.js';

/** The account's owner login, or a new empty one (no email, no password); `tx`: D43. */
export async function ownerLoginOf(
  ports: Pick<Ports, 'clock'>,
  tx: StoragePorts,
  accountId: string,
): Promise<OwnerLogin> {
  const now = ports.clock.now().toISOString();
  return (
    (await tx.ownerLogins.findByAccount(accountId)) ?? {
      accountId,
      email: null,
      emailKey: null,
      passwordHash: null,
      createdAt: now,
      updatedAt: now,
    }
  );
}

const EMAIL_TAKEN = 'That email is already used by another account';

/**
 * True for the error of an email another account's owner already uses. The command line
 * (the server's administrator) says so; the web app must not tell one owner another
 * owner's address, so it shows a neutral message instead (issue 20).
 */
export function isOwnerEmailTaken(error: unknown): boolean {
  return (
    isDomainError(error) && error.code === 'invalid_owner_login' && error.message === EMAIL_TAKEN
  );
}

/**
 * D28: gives the account's owner login its email (unique across accounts, compared
 * without regard to case). Used by `account create --email` and the first password page.
 */
export async function setOwnerEmail(
  ports: Ports,
  accountId: string,
  email: string,
): Promise<OwnerLogin> {
  const valid = validateEmail(email);
  const emailKey = emailKeyOf(valid);
  return ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.accounts.findById(accountId))) throw accountNotFound(accountId);
    const holder = await tx.ownerLogins.findByEmailKey(emailKey);
    if (holder && holder.accountId !== accountId) {
      throw new DomainError('invalid_owner_login', EMAIL_TAKEN, {
        field: 'email',
        suggestedFix: 'Use another email address for this account.',
      });
    }
    const login: OwnerLogin = {
      ...(await ownerLoginOf(ports, tx, accountId)),
      email: valid,
      emailKey,
      updatedAt: ports.clock.now().toISOString(),
    };
    await tx.ownerLogins.save(login);
    return login;
  });
}
