import type { Account } from '../accounts/account.js';
import { firstOwnerOf } from '../members/first-owner.js';
import type { Ports } from '../ports/ports.js';

/**
 * Creates an account (the CLI's `account create`). The name is trimmed; it is a label
 * for the owner and appears in no API response. Its first member, the owner, is made
 * with it (no email and no password until they are given).
 *
 * @example
 * const account = await createAccount(ports, { name: 'Home' });
 */
export async function createAccount(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  input: { name: string },
): Promise<Account> {
  const account: Account = {
    id: ports.ids.newId(),
    name: input.name.trim(),
    createdAt: ports.clock.now().toISOString(),
  };
  await ports.unitOfWork.transaction(async (tx) => {
    await tx.accounts.insert(account);
    await firstOwnerOf(ports, tx, account.id);
  });
  return account;
}
