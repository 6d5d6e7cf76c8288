import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { OwnerLogin } from './owner-login.js';

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
