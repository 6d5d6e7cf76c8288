import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError } from '../shared/domain-error.js';
import type { InvitationRecord } from './invitation.js';

/** The error of a used, expired or unknown invitation: the three look the same. */
export function invitationInvalid(): DomainError {
  return new DomainError(
    'invitation_invalid',
    'This invitation has expired or has already been used',
    { suggestedFix: 'Ask an owner of the account for a new invitation.' },
  );
}

/**
 * Takes (uses up) the invitation stored under `tokenHash` inside the joining
 * transaction (`tx`), or throws {@link invitationInvalid} when it is unknown, used or
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
