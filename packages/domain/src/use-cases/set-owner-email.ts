import type { Member } from '../members/member.js';
import type { Ports } from '../ports/ports.js';
import { setMemberEmail } from './set-member-email.js';

/** Gives the account's first owner their email (`account create --email`). */
export async function setOwnerEmail(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  accountId: string,
  email: string,
): Promise<Member> {
  return setMemberEmail(ports, { accountId, memberId: null, email });
}
