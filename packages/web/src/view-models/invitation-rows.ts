import type { InvitationSummary, MemberRole } from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import { formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';
import type { MemberEmails } from './audit-words.js';

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
  t: Translate,
): InvitationRow[] {
  return invitations.map((invitation) => {
    const invitedBy = inviterWords(members, invitation.invitedBy, t);
    const { role, email } = invitation;
    return {
      invitationId: invitation.invitationId,
      name: email ?? t('members.invitations.noEmail'),
      role,
      invitedBy,
      expires: formatInstant(invitation.expiresAt, prefs.locale, prefs.timeZone),
      described:
        email === null
          ? t('members.invitations.describedFrom', { role, invitedBy })
          : t('members.invitations.describedFor', { role, email }),
    };
  });
}

/** Who made an invitation, in words: their email, or what stands for it. */
function inviterWords(members: MemberEmails, invitedBy: string | null, t: Translate): string {
  if (invitedBy === null) return t('members.invitations.commandLine');
  const email = members.get(invitedBy);
  if (email === undefined) return t('keys.madeBy.removed');
  return email ?? t('keys.madeBy.noEmail');
}
