import type { ApiKey, InvitationSummary } from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import { formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';
import { ROLE_NAMES } from './member-rows.js';

/**
 * What removing a member, or giving an owner another role, ends, in words for the
 * confirmation page: each key by its label (or id) and scope, each invitation link by its
 * role, suggested email and expiry.
 */
export interface LeftoverLists {
  keys: string[];
  invitations: string[];
}

/** The confirmation page's lists of what a member made that still works. */
export function toLeftoverLists(
  left: { keys: readonly ApiKey[]; invitations: readonly InvitationSummary[] },
  prefs: OwnerPreferences,
  t: Translate,
): LeftoverLists {
  return {
    keys: left.keys.map((key) =>
      t('members.leftovers.key', { name: key.label ?? key.id, scope: key.scope }),
    ),
    invitations: left.invitations.map((invitation) => {
      const expires = formatInstant(invitation.expiresAt, prefs.locale, prefs.timeZone);
      const role = t(ROLE_NAMES[invitation.role]);
      return invitation.email === null
        ? t('members.leftovers.invitation', { role, expires })
        : t('members.leftovers.invitationFor', { role, email: invitation.email, expires });
    }),
  };
}

/** True when the member made nothing that still works. */
export const nothingLeft = (lists: LeftoverLists) =>
  lists.keys.length === 0 && lists.invitations.length === 0;
