import type { Actor, AuditRecord } from '@subtrack/domain';

// How each kind of resource is named on the page; others fall back to their code in words.
const RESOURCE_WORDS: Record<string, string> = {
  subscription: 'Subscription',
  notification_settings: 'Notification settings',
  api_key: 'API key',
  owner: 'Owner login',
  member: 'Member',
  channel: 'Notification channel',
  payment: 'Payment',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `api_key` -> "API key"; an unknown type -> its code with spaces. */
export function resourceWords(resourceType: string): string {
  return RESOURCE_WORDS[resourceType] ?? capitalised(resourceType.replaceAll('_', ' '));
}

/** `api_key.revoked` -> "API key revoked"; `owner.signed_in` -> "Owner login signed in". */
export function actionWords(action: string): string {
  const dot = action.indexOf('.');
  if (dot < 0) return capitalised(action.replaceAll('_', ' '));
  const verb = action.slice(dot + 1).replaceAll('_', ' ');
  return `${resourceWords(action.slice(0, dot))} ${verb}`;
}

/** The account's members by id, each with their email (null: none yet). */
export type MemberEmails = ReadonlyMap<string, string | null>;

/** The members of `listMembers` by id, for {@link memberWords}. */
export function memberEmailsOf(
  members: ReadonlyArray<{ memberId: string; email: string | null }>,
): MemberEmails {
  return new Map(members.map((member) => [member.memberId, member.email]));
}

/** A member in words: their email, or what stands for it when they have none or are gone. */
export function memberWords(members: MemberEmails, memberId: string): string {
  const email = members.get(memberId);
  return email === undefined ? 'A removed member' : (email ?? 'A member without an email yet');
}

/**
 * Who made the write, in words; ids are public ids, never secrets. A web write
 * names its member by email from `members`, or "a removed member" once they are gone.
 */
export function actorWords(actor: Actor, members: MemberEmails = new Map()): string {
  if (actor.type === 'api_key') return `API key ${actor.id}`;
  if (actor.type === 'web') {
    // Records written before members existed carry no member id.
    if (!actor.memberId) return `Web session ${actor.id}`;
    return `${memberWords(members, actor.memberId)}, web session ${actor.id}`;
  }
  // D39: what subtrack did by itself, such as ending a subscription on its end date.
  if (actor.type === 'system') return 'subtrack (automatic)';
  return 'Command line';
}

/** A changed value as text: "none" for null, JSON for anything that is not a scalar. */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

// Why a key or an invitation ended without being revoked by itself (D49), in words.
const REASON_WORDS: Record<string, string> = {
  member_removed: 'the member who made it was removed',
  member_role_changed: 'the member who made it is no longer an owner',
  revoked_by_owner: 'an owner revoked it',
};

/** Why a key or an invitation ended (a record's `reason`), in words. */
export function reasonWords(reason: unknown): string {
  return REASON_WORDS[String(reason)] ?? valueWords(reason);
}
