import type { MemberRole } from './member.js';

/** An invitation link works this long. */
export const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A one-time invitation to join an account with a role, as stored: the token's SHA-256
 * only (like a sign-in link). `email` is what the owner suggested (the invitee may
 * choose another); `invitedBy` is the inviting member, null when the command line made it.
 */
export interface InvitationRecord {
  id: string;
  tokenHash: string;
  accountId: string;
  role: MemberRole;
  email: string | null;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}
