import type { InvitationSummary, MemberRole } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';
import { type MemberEmails, memberWords } from './audit-words.js';

/** One pending invitation as the Members screen shows it: words and local times, never the token. */
export interface InvitationRow {
  invitationId: string;
  /** The email the owner suggested, or words saying there is none. */
  name: string;
  role: MemberRole;
  /** Who invited: a member's email, or the command line. */
  invitedBy: string;
  expires: string;
  /** How "Revoke" names it to a screen reader: "the owner invitation for ada@example.com". */
  described: string;
}

/** The rows of the account's pending invitations, oldest first; `members` names who invited. */
export function toInvitationRows(
  invitations: readonly InvitationSummary[],
  prefs: OwnerPreferences,
  members: MemberEmails,
): InvitationRow[] {
  return invitations.map((invitation) => {
    const invitedBy =
      invitation.invitedBy === null ? 'Command line' : memberWords(members, invitation.invitedBy);
    const whose = invitation.email === null ? `from ${invitedBy}` : `for ${invitation.email}`;
    return {
      invitationId: invitation.invitationId,
      name: invitation.email ?? 'No email suggested',
      role: invitation.role,
      invitedBy,
      expires: formatInstant(invitation.expiresAt, prefs.locale, prefs.timeZone),
      described: `the ${invitation.role} invitation ${whose}`,
    };
  });
}
