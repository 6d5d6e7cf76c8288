import type { MemberRole } from '../members/member.js';
import { hashSecretToken } from '../owners/secret-token.js';
import type { Ports } from '../ports/ports.js';

/** What the page an invitation link opens shows: never the token. */
export interface InvitationView {
  accountName: string;
  role: MemberRole;
  email: string | null;
  expiresAt: string;
}

/**
 * The invitation of a link while it can still be used (known, unused, not expired, its
 * account there), else null. Changes nothing: looking at a link does not use it up (link
 * scanners fetch it).
 */
export async function findInvitation(
  ports: Pick<Ports, 'clock' | 'accounts' | 'invitations'>,
  token: string,
): Promise<InvitationView | null> {
  const invitation = await ports.invitations.find(hashSecretToken(token));
  if (invitation === null || invitation.expiresAt <= ports.clock.now().toISOString()) return null;
  const account = await ports.accounts.findById(invitation.accountId);
  if (!account) return null;
  const { role, email, expiresAt } = invitation;
  return { accountName: account.name, role, email, expiresAt };
}
