import type { InvitationRecord } from '../members/invitation.js';
import type { MemberRole } from '../members/member.js';
import { hashSecretToken } from '../owners/secret-token.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError } from '../shared/domain-error.js';

/** What the page an invitation link opens shows: never the token. */
export interface InvitationView {
  accountName: string;
  role: MemberRole;
  email: string | null;
  expiresAt: string;
}

/** The error of a used, expired or unknown invitation: the three look the same. */
export function invitationInvalid(): DomainError {
  return new DomainError(
    'invitation_invalid',
    'This invitation has expired or has already been used',
    { suggestedFix: 'Ask an owner of the account for a new invitation.' },
  );
}

/**
 * D45: the invitation of a link while it can still be used (known, unused, not expired, its
 * account there), else null. Changes nothing: looking at a link does not use it up (link
 * scanners fetch it).
 */
export async function findInvitation(ports: Ports, token: string): Promise<InvitationView | null> {
  const invitation = await ports.invitations.find(hashSecretToken(token));
  if (invitation === null || invitation.expiresAt <= ports.clock.now().toISOString()) return null;
  const account = await ports.accounts.findById(invitation.accountId);
  if (!account) return null;
  const { role, email, expiresAt } = invitation;
  return { accountName: account.name, role, email, expiresAt };
}

/**
 * D45: takes (uses up) the invitation stored under `tokenHash` inside the joining
 * transaction (`tx`, D43), or throws {@link invitationInvalid} when it is unknown, used or
 * expired at `now`.
 */
export async function takeInvitation(
  tx: StoragePorts,
  tokenHash: string,
  now: string,
): Promise<InvitationRecord> {
  const invitation = await tx.invitations.take(tokenHash);
  if (!invitation || invitation.expiresAt <= now) throw invitationInvalid();
  return invitation;
}
