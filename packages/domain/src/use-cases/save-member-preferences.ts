import { memberNotFound } from '../members/member-access.js';
import type { MemberPreferences } from '../members/member-preferences.js';
import type { Ports } from '../ports/ports.js';

/**
 * Keeps a member's own preferences (the pages' language) for every later sign-in, on any
 * device. Only the member changes them, so no one else's record is touched and nothing is
 * audited: they change what the member sees, not what the account holds.
 *
 * @example await saveMemberPreferences(ports, { accountId, memberId }, { language: 'de' })
 */
export async function saveMemberPreferences(
  ports: Pick<Ports, 'unitOfWork' | 'clock'>,
  member: { accountId: string; memberId: string },
  preferences: MemberPreferences,
): Promise<void> {
  await ports.unitOfWork.transaction(async (tx) => {
    const found = await tx.members.findById(member.accountId, member.memberId);
    if (!found) throw memberNotFound();
    await tx.members.save({
      ...found,
      language: preferences.language,
      updatedAt: ports.clock.now().toISOString(),
    });
  });
}
