import type { Member } from '../members/member.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';

/**
 * The account's first owner (D28's owner login: the oldest member who is an owner),
 * made (no email, no password yet) when the account has no owner at all: an account made
 * before members existed, or stored by hand. Call it inside the write's transaction (`tx`,
 * D43); the command line's `account set-password` and `account sign-in-link` act on it.
 */
export async function firstOwnerOf(
  ports: Pick<Ports, 'clock' | 'ids'>,
  tx: StoragePorts,
  accountId: string,
): Promise<Member> {
  const found = (await tx.members.listByAccount(accountId)).find((m) => m.role === 'owner');
  if (found) return found;
  const now = ports.clock.now().toISOString();
  const owner: Member = {
    id: ports.ids.newId(),
    accountId,
    email: null,
    emailKey: null,
    passwordHash: null,
    role: 'owner',
    createdAt: now,
    updatedAt: now,
  };
  await tx.members.save(owner);
  return owner;
}
