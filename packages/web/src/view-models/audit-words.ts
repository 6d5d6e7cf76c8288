import type { Actor, AuditAction, AuditResourceType } from '@subtrack/domain';
import type { MessageKey, Translate } from '@subtrack/i18n';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// How each kind of resource is named on the page; others fall back to their code in words.
const RESOURCE_WORDS: Record<AuditResourceType, MessageKey> = {
  subscription: 'activity.resource.subscription',
  notification_settings: 'activity.resource.notification_settings',
  api_key: 'activity.resource.api_key',
  import: 'activity.resource.import',
  calendar_feed: 'activity.resource.calendar_feed',
  owner: 'activity.resource.owner',
  channel: 'activity.resource.channel',
  payment: 'activity.resource.payment',
  member: 'activity.resource.member',
  passkey: 'activity.resource.passkey',
  settings: 'activity.resource.settings',
  exchange_rate: 'activity.resource.exchange_rate',
  counterparty: 'activity.resource.counterparty',
};

// Each kind of record as the activity filter names it.
const ACTION_LABELS: Record<AuditAction, MessageKey> = {
  'subscription.created': 'activity.action.subscription.created',
  'subscription.updated': 'activity.action.subscription.updated',
  'subscription.deleted': 'activity.action.subscription.deleted',
  'subscription.logo_set': 'activity.action.subscription.logo_set',
  'subscription.logo_removed': 'activity.action.subscription.logo_removed',
  'notification_settings.updated': 'activity.action.notification_settings.updated',
  'api_key.created': 'activity.action.api_key.created',
  'api_key.revoked': 'activity.action.api_key.revoked',
  'import.completed': 'activity.action.import.completed',
  'calendar_feed.created': 'activity.action.calendar_feed.created',
  'calendar_feed.revoked': 'activity.action.calendar_feed.revoked',
  'owner.signed_in': 'activity.action.owner.signed_in',
  'owner.password_changed': 'activity.action.owner.password_changed',
  'owner.signed_out_elsewhere': 'activity.action.owner.signed_out_elsewhere',
  'channel.created': 'activity.action.channel.created',
  'channel.updated': 'activity.action.channel.updated',
  'channel.removed': 'activity.action.channel.removed',
  'payment.updated': 'activity.action.payment.updated',
  'member.invited': 'activity.action.member.invited',
  'member.joined': 'activity.action.member.joined',
  'member.updated': 'activity.action.member.updated',
  'member.removed': 'activity.action.member.removed',
  'member.invitation_revoked': 'activity.action.member.invitation_revoked',
  'identity.bound': 'activity.action.identity.bound',
  'passkey.added': 'activity.action.passkey.added',
  'passkey.removed': 'activity.action.passkey.removed',
  'settings.updated': 'activity.action.settings.updated',
  'exchange_rate.updated': 'activity.action.exchange_rate.updated',
  'exchange_rates.imported': 'activity.action.exchange_rates.imported',
  'payment.recorded': 'activity.action.payment.recorded',
  'counterparty.dismissed': 'activity.action.counterparty.dismissed',
};

/** `api_key` -> "API key" in the page's language; an unknown type -> its code with spaces. */
export function resourceWords(resourceType: string, t: Translate): string {
  const key = (RESOURCE_WORDS as Record<string, MessageKey | undefined>)[resourceType];
  if (key) return t(key);
  return capitalised(resourceType.replaceAll('_', ' '));
}

/** `api_key.revoked` -> "API key revoked"; an action no catalog names -> its code in words. */
export function actionWords(action: string, t: Translate): string {
  const key = (ACTION_LABELS as Record<string, MessageKey | undefined>)[action];
  if (key) return t(key);
  return capitalised(action.replaceAll(/[._]/g, ' '));
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
export function memberWords(members: MemberEmails, memberId: string, t: Translate): string {
  const email = members.get(memberId);
  if (email === undefined) return t('activity.actor.removedMember');
  return email ?? t('activity.by.memberNoEmail');
}

/**
 * Who made the write, in words; ids are public ids, never secrets. A web write
 * names its member by email from `members`, or "a removed member" once they are gone.
 */
export function actorWords(actor: Actor, members: MemberEmails, t: Translate): string {
  if (actor.type === 'api_key') return t('activity.by.apiKey', { id: actor.id ?? '' });
  if (actor.type === 'web') {
    // Records written before members existed carry no member id.
    if (!actor.memberId) return t('activity.by.webSession', { id: actor.id ?? '' });
    return t('activity.by.member', {
      member: memberWords(members, actor.memberId, t),
      id: actor.id ?? '',
    });
  }
  // D39: what subtrack did by itself, such as ending a subscription on its end date.
  if (actor.type === 'system') return t('activity.by.system');
  return t('activity.by.cli');
}

/** A changed value as text: "none" for null, JSON for anything that is not a scalar. */
export function valueWords(value: unknown, t: Translate): string {
  if (value === null || value === undefined) return t('activity.value.none');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

// Why a key or an invitation ended without being revoked by itself (D49), in words.
const REASON_WORDS: Record<string, MessageKey | undefined> = {
  member_removed: 'activity.reason.member_removed',
  member_role_changed: 'activity.reason.member_role_changed',
  revoked_by_owner: 'activity.reason.revoked_by_owner',
};

/** Why a key or an invitation ended (a record's `reason`), in words. */
export function reasonWords(reason: unknown, t: Translate): string {
  const key = REASON_WORDS[String(reason)];
  return key ? t(key) : valueWords(reason, t);
}
