import { normalizePassword } from '../owners/password-rules.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import type { ActiveWebSession } from './resume-web-session.js';
import { setOwnerPassword } from './set-owner-password.js';

/**
 * The account screen's password change for the member signed in: checks the
 * current password (when they have one), sets the new one and ends every other session of
 * theirs (this one stays signed in).
 */
export async function changeMemberPassword(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'passwordHasher' | 'accounts' | 'members'>,
  input: {
    session: ActiveWebSession;
    currentPassword: string;
    newPassword: string;
    requestId: string;
  },
): Promise<void> {
  const { session } = input;
  const member = await ports.members.findById(session.accountId, session.memberId);
  const current = normalizePassword(input.currentPassword);
  if (member?.passwordHash && !(await ports.passwordHasher.verify(current, member.passwordHash))) {
    throw new DomainError('invalid_owner_login', 'Current password is wrong', {
      field: 'currentPassword',
      suggestedFix: 'Type the password you sign in with now.',
    });
  }
  await setOwnerPassword(ports, {
    accountId: session.accountId,
    memberId: session.memberId,
    password: input.newPassword,
    actor: { type: 'web', id: session.publicId, memberId: session.memberId },
    requestId: input.requestId,
    keepSessionIdHash: session.idHash,
  });
}
