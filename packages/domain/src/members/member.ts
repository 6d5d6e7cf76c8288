import { DomainError } from '../shared/domain-error.js';

/**
 * What a member may do, from most to least: `owner` (everything, members, keys,
 * account settings and imports included), `editor` (subscriptions, payments, notification
 * settings and channels, exports), `viewer` (reads every screen; changes only their own
 * password, passkeys and sessions).
 */
export const MEMBER_ROLES = ['owner', 'editor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * D45 (D28 before it): one person's login to an account. `email` is null until one is given
 * (an account made without `--email` signs in by link first; a member who joined with an
 * identity provider may have none); `passwordHash` is null until a password is set.
 * `emailKey` is the case-folded email: unique across every account, so an email and a
 * password name exactly one member.
 */
export interface Member {
  id: string;
  accountId: string;
  email: string | null;
  emailKey: string | null;
  passwordHash: string | null;
  role: MemberRole;
  /**
   * The language the member chose for the pages (a tag such as `de` or `zh-Hans`); null or
   * absent: "Automatic", the browser's choice.
   */
  language?: string | null;
  createdAt: string;
  updatedAt: string;
}

const RANK: Readonly<Record<MemberRole, number>> = { viewer: 0, editor: 1, owner: 2 };

/**
 * True when a member with `role` may do what needs `needed` (an owner may do what an
 * editor may, an editor what a viewer may).
 *
 * @example roleAllows('editor', 'viewer') // true
 * @example roleAllows('editor', 'owner') // false
 */
export function roleAllows(role: MemberRole, needed: MemberRole): boolean {
  return RANK[role] >= RANK[needed];
}

/**
 * A role as typed (`--role`, a form's select), or `invalid_member` naming `field` with
 * the allowed values.
 *
 * @example parseMemberRole('editor') // 'editor'
 */
export function parseMemberRole(text: string, field = 'role'): MemberRole {
  const role = MEMBER_ROLES.find((candidate) => candidate === text);
  if (role === undefined) {
    throw new DomainError('invalid_member', 'Choose owner, editor or viewer', {
      field,
      allowedValues: [...MEMBER_ROLES],
      suggestedFix: 'Use owner, editor or viewer.',
    });
  }
  return role;
}
