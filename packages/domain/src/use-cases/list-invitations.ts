import type { InvitationRecord } from '../members/invitation.js';
import type { MemberRole } from '../members/member.js';
import { pendingInvitations } from '../members/member-leftovers.js';
import type { Ports } from '../ports/ports.js';

/** One pending invitation as the Members screen and `account invitations` show it: never the token. */
export interface InvitationSummary {
  invitationId: string;
  role: MemberRole;
  /** The email the owner suggested, or null. */
  email: string | null;
  /** The member who made it, or null when the command line did. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/**
 * The account's invitations whose links still work (neither used, revoked nor expired),
 * oldest first.
 *
 * @example (await listInvitations(ports, accountId))[0] // { invitationId, role: 'editor', invitedBy, ... }
 */
export async function listInvitations(
  ports: Ports,
  accountId: string,
): Promise<InvitationSummary[]> {
  const now = ports.clock.now().toISOString();
  return (await pendingInvitations(ports, accountId, now)).map(toInvitationSummary);
}

/** An invitation as stored, without its token's hash. */
export function toInvitationSummary(invitation: InvitationRecord): InvitationSummary {
  const { id, role, email, invitedBy, createdAt, expiresAt } = invitation;
  return { invitationId: id, role, email, invitedBy, createdAt, expiresAt };
}
