import { accountNotFound } from '../accounts/account-not-found.js';
import { emailKeyOf, validateEmail } from '../owners/email-rules.js';
import { ownerEmailTaken } from '../owners/owner-email-taken.js';
import type { OwnerLogin } from '../owners/owner-login.js';
import { ownerLoginOf } from '../owners/owner-login-of.js';
import type { Ports } from '../ports/ports.js';

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
      throw ownerEmailTaken();
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
