import type { ApiKey, InvitationSummary } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';
import { roleWords } from './member-rows.js';

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
): LeftoverLists {
  return {
    keys: left.keys.map((key) => `${key.label ?? key.id} (${key.scope})`),
    invitations: left.invitations.map((invitation) => {
      const expires = formatInstant(invitation.expiresAt, prefs.locale, prefs.timeZone);
      const forWhom = invitation.email === null ? '' : ` for ${invitation.email}`;
      return `${roleWords(invitation.role)}${forWhom}, expires ${expires}`;
    }),
  };
}

/** True when the member made nothing that still works. */
export const nothingLeft = (lists: LeftoverLists) =>
  lists.keys.length === 0 && lists.invitations.length === 0;
