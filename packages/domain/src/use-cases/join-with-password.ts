import { joinAs } from '../members/join-as.js';
import { requireFreeEmail } from '../members/require-free-email.js';
import { takeInvitation } from '../members/take-invitation.js';
import { emailKeyOf, validateEmail } from '../owners/email-rules.js';
import { validateNewPassword } from '../owners/password-rules.js';
import { hashSecretToken } from '../owners/secret-token.js';
import type { StartedWebSession } from '../owners/start-web-session.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';

/**
 * Accepts an invitation with an email and password of the invitee's choosing (D28's
 * rules; the email unused by any member). Every check runs before anything is written, and
 * a refusal leaves the invitation usable; on success it is used up and the new member is
 * signed in.
 */
export async function joinWithPassword(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random' | 'passwordHasher'>,
  input: {
    token: string;
    email: string;
    password: string;
    confirmPassword: string;
    requestId: string;
  },
): Promise<StartedWebSession> {
  const email = validateEmail(input.email);
  const password = validateNewPassword(input.password);
  if (input.password !== input.confirmPassword) {
    throw new DomainError('invalid_owner_login', 'Passwords do not match', {
      field: 'confirmPassword',
      suggestedFix: 'Type the same password in both fields.',
    });
  }
  // The slow hash runs before the transaction (D43).
  const passwordHash = await ports.passwordHasher.hash(password);
  const now = ports.clock.now().toISOString();
  return ports.unitOfWork.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, hashSecretToken(input.token), now);
    const emailKey = emailKeyOf(email);
    await requireFreeEmail(tx, emailKey, null);
    const fields = { email, emailKey, passwordHash };
    return (await joinAs(ports, tx, invitation, fields, input.requestId)).session;
  });
}
