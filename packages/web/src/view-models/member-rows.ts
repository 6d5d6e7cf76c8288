import type { MemberRole, MemberSummary } from '@subtrack/domain';
import type { MessageKey, Translate } from '@subtrack/i18n';
import { formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';

const ROLE_LABELS: Readonly<Record<MemberRole, string>> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

const WITH_ARTICLE: Readonly<Record<MemberRole, string>> = {
  owner: 'an owner',
  editor: 'an editor',
  viewer: 'a viewer',
};

/**
 * A role in English words: "Editor", or with its article ("an editor") inside a sentence.
 * (Pages in the member's language say {@link ROLE_NAMES}, or a message selecting on the role.)
 */
export function roleWords(role: MemberRole, inSentence = false): string {
  return inSentence ? WITH_ARTICLE[role] : ROLE_LABELS[role];
}

/** A role's name on the page ("Owner"), by role. */
export const ROLE_NAMES: Readonly<Record<MemberRole, MessageKey>> = {
  owner: 'members.role.owner',
  editor: 'members.role.editor',
  viewer: 'members.role.viewer',
};

/** What each role may do, as the invite form says it, the weakest first. */
export const ROLE_OPTIONS: ReadonlyArray<{ value: MemberRole; label: MessageKey }> = [
  { value: 'viewer', label: 'members.role.viewer.option' },
  { value: 'editor', label: 'members.role.editor.option' },
  { value: 'owner', label: 'members.role.owner.option' },
];

/** One member as the Members screen shows them: words and local times, never a hash. */
export interface MemberRow {
  memberId: string;
  /** The email, or words saying there is none yet (a first owner before they chose one). */
  name: string;
  role: MemberRole;
  roleLabel: string;
  joined: string;
  /** The member looking at the screen. */
  isYou: boolean;
  /** The only owner: cannot be removed or given another role. */
  lastOwner: boolean;
}

/** The table rows of the account's members, oldest first (the first owner leads). */
export function toMemberRows(
  members: readonly MemberSummary[],
  prefs: OwnerPreferences,
  viewerMemberId: string,
  t: Translate,
): MemberRow[] {
  const owners = members.filter((member) => member.role === 'owner').length;
  return members.map((member) => ({
    memberId: member.memberId,
    name: member.email ?? t('members.noEmailYet'),
    role: member.role,
    roleLabel: t(ROLE_NAMES[member.role]),
    joined: formatInstant(member.createdAt, prefs.locale, prefs.timeZone),
    isYou: member.memberId === viewerMemberId,
    lastOwner: member.role === 'owner' && owners === 1,
  }));
}
