import { ownerEmailTaken } from '../owners/owner-email-taken.js';
import type { StoragePorts } from '../ports/storage-ports.js';

/** Throws {@link ownerEmailTaken} when a member other than `memberId` uses `emailKey`; `tx`: D43. */
export async function requireFreeEmail(
  tx: StoragePorts,
  emailKey: string,
  memberId: string | null,
): Promise<void> {
  const holder = await tx.members.findByEmailKey(emailKey);
  if (holder && holder.id !== memberId) throw ownerEmailTaken();
}
