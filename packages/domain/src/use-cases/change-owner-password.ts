import { normalizePassword } from '../owners/password-rules.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import type { ActiveWebSession } from './resume-web-session.js';
import { setOwnerPassword } from './set-owner-password.js';

/**
 * D29: the account screen's password change: checks the current password, sets the new
 * one and ends every other session (this one stays signed in).
 */
export async function changeOwnerPassword(
  ports: Ports,
  input: {
    session: ActiveWebSession;
    currentPassword: string;
    newPassword: string;
    requestId: string;
  },
): Promise<void> {
  const login = await ports.ownerLogins.findByAccount(input.session.accountId);
  const current = normalizePassword(input.currentPassword);
  if (login?.passwordHash && !(await ports.passwordHasher.verify(current, login.passwordHash))) {
    throw new DomainError('invalid_owner_login', 'Current password is wrong', {
      field: 'currentPassword',
      suggestedFix: 'Type the password you sign in with now.',
    });
  }
  await setOwnerPassword(ports, {
    accountId: input.session.accountId,
    password: input.newPassword,
    actor: { type: 'web', id: input.session.publicId },
    requestId: input.requestId,
    keepSessionIdHash: input.session.idHash,
  });
}
