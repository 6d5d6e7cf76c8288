import type { InvitationRecord } from './invitation.js';
import type { MemberRole } from './member.js';

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

/** An invitation as stored, without its token's hash. */
export function toInvitationSummary(invitation: InvitationRecord): InvitationSummary {
  const { id, role, email, invitedBy, createdAt, expiresAt } = invitation;
  return { invitationId: id, role, email, invitedBy, createdAt, expiresAt };
}
