import type { MemberRole } from '../members/member.js';
import type { Ports } from '../ports/ports.js';

/** One member as `account members` and the Members screen show them: never a hash. */
export interface MemberSummary {
  memberId: string;
  email: string | null;
  role: MemberRole;
  createdAt: string;
}

/**
 * The account's members, oldest first (the first owner leads).
 *
 * @example (await listMembers(ports, accountId))[0] // { memberId, email, role: 'owner', createdAt }
 */
export async function listMembers(
  ports: Pick<Ports, 'members'>,
  accountId: string,
): Promise<MemberSummary[]> {
  return (await ports.members.listByAccount(accountId)).map((member) => ({
    memberId: member.id,
    email: member.email,
    role: member.role,
    createdAt: member.createdAt,
  }));
}
