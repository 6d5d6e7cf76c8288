import type { MemberRole, MemberSummary } from '@subtrack/domain';
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

/** A role in words: "Editor", or with its article ("an editor") inside a sentence. */
export function roleWords(role: MemberRole, inSentence = false): string {
  return inSentence ? WITH_ARTICLE[role] : ROLE_LABELS[role];
}

/** What each role may do, as the invite form and the role choice say it. */
export const ROLE_OPTIONS: ReadonlyArray<{ value: MemberRole; label: string }> = [
  { value: 'viewer', label: 'Viewer: sees everything, changes nothing' },
  { value: 'editor', label: 'Editor: subscriptions, payments, notifications, export' },
  { value: 'owner', label: 'Owner: everything, members and API keys too' },
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
): MemberRow[] {
  const owners = members.filter((member) => member.role === 'owner').length;
  return members.map((member) => ({
    memberId: member.memberId,
    name: member.email ?? 'No email yet',
    role: member.role,
    roleLabel: roleWords(member.role),
    joined: formatInstant(member.createdAt, prefs.locale, prefs.timeZone),
    isYou: member.memberId === viewerMemberId,
    lastOwner: member.role === 'owner' && owners === 1,
  }));
}

/** The message of a change the last owner cannot take, in the screen's words. */
export const LAST_OWNER_MESSAGE =
  'The account needs at least one owner. Make another member an owner first.';
