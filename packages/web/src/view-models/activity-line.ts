import { type Actor, type AuditAction, type AuditRecord, isolateBidi } from '@subtrack/domain';
import type { MessageKey, Translate } from '@subtrack/i18n';
import type { Formatters } from '../format/formatters.js';
import { type MemberEmails, reasonWords, valueWords } from './audit-words.js';

/** What the activity screen knows of a subscription named by a record: it still exists. */
export interface KnownSubscription {
  name: string;
  currency: string;
}

/** The subscriptions the records of a page name, by id; a deleted one is absent. */
export type KnownSubscriptions = ReadonlyMap<string, KnownSubscription>;

/**
 * One event as a catalog sentence: its message and arguments, and the subscription it is
 * about (a link to its page, said as the `subscription` argument) when it still exists.
 */
export interface EventSentence {
  message: MessageKey;
  values: Record<string, string | number>;
  link: { href: string; name: string } | null;
}

/** One changed field of a record, in words, for the event's details. */
export interface ChangeWords {
  field: string;
  /** Null on a field set where it was empty (a record's creation lists every field so). */
  from: string | null;
  to: string;
}

// How a subscription's fields are named in a sentence ("changed Netflix's amount").
const FIELD_WORDS: Record<string, MessageKey | undefined> = {
  name: 'activity.field.name',
  category: 'activity.field.category',
  amount: 'activity.field.amount',
  currency: 'activity.field.currency',
  period: 'activity.field.period',
  intervalCount: 'activity.field.intervalCount',
  customDate: 'activity.field.customDate',
  billingAnchorDay: 'activity.field.billingAnchorDay',
  nextPaymentDate: 'activity.field.nextPaymentDate',
  lastPaymentDate: 'activity.field.lastPaymentDate',
  notificationEnabled: 'activity.field.notificationEnabled',
  status: 'activity.field.status',
  isTrial: 'activity.field.isTrial',
  trialEndsOn: 'activity.field.trialEndsOn',
  startedOn: 'activity.field.startedOn',
  endsOn: 'activity.field.endsOn',
  noticeDays: 'activity.field.noticeDays',
  remindDaysBefore: 'activity.field.remindDaysBefore',
  hasLogo: 'activity.field.hasLogo',
  reason: 'activity.field.reason',
};

// Fields a record lists that say nothing to a person (ids and write times).
const UNSPOKEN_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'version', 'accountId']);

// Every other kind of record in words, after the one who made it.
const ACTION_SENTENCES: Record<AuditAction, MessageKey> = {
  'subscription.created': 'activity.event.subscription.created',
  'subscription.updated': 'activity.event.subscription.updated',
  'subscription.deleted': 'activity.event.subscription.deleted',
  'subscription.logo_set': 'activity.event.subscription.logo_set',
  'subscription.logo_removed': 'activity.event.subscription.logo_removed',
  'notification_settings.updated': 'activity.event.notification_settings.updated',
  'api_key.created': 'activity.event.api_key.created',
  'api_key.revoked': 'activity.event.api_key.revoked',
  'import.completed': 'activity.event.import.completed',
  'calendar_feed.created': 'activity.event.calendar_feed.created',
  'calendar_feed.revoked': 'activity.event.calendar_feed.revoked',
  'owner.signed_in': 'activity.event.owner.signed_in',
  'owner.password_changed': 'activity.event.owner.password_changed',
  'owner.signed_out_elsewhere': 'activity.event.owner.signed_out_elsewhere',
  'channel.created': 'activity.event.channel.created',
  'channel.updated': 'activity.event.channel.updated',
  'channel.removed': 'activity.event.channel.removed',
  'payment.updated': 'activity.event.payment.updated',
  'member.invited': 'activity.event.member.invited',
  'member.joined': 'activity.event.member.joined',
  'member.updated': 'activity.event.member.updated',
  'member.removed': 'activity.event.member.removed',
  'member.invitation_revoked': 'activity.event.member.invitation_revoked',
  'identity.bound': 'activity.event.identity.bound',
  'passkey.added': 'activity.event.passkey.added',
  'passkey.removed': 'activity.event.passkey.removed',
  'settings.updated': 'activity.event.settings.updated',
  'exchange_rate.updated': 'activity.event.exchange_rate.updated',
  'exchange_rates.imported': 'activity.event.exchange_rates.imported',
  'payment.recorded': 'activity.event.payment.recorded',
  'counterparty.dismissed': 'activity.event.counterparty.dismissed',
};

// The statuses a change says as the list's buttons do ("paused Netflix").
const STATUS_CHANGES = new Set(['active', 'paused', 'cancelled']);

/** A subscription's field in words ("amount"), as the sentences and the details name it. */
function fieldWords(field: string, t: Translate): string {
  const key = FIELD_WORDS[field];
  return key ? t(key) : field;
}

/**
 * Who made a write, short, to open its sentence: the member's email, "An API key", "The
 * command line" or "subtrack" (what it did by itself). The ids stay in the details.
 */
export function actorShort(actor: Actor, members: MemberEmails, t: Translate): string {
  if (actor.type === 'api_key') return t('activity.actor.apiKey');
  if (actor.type === 'system') return t('activity.actor.system');
  if (actor.type === 'cli') return t('activity.actor.cli');
  if (!actor.memberId) return t('activity.actor.web');
  const email = members.get(actor.memberId);
  if (email === undefined) return t('activity.actor.removedMember');
  return email === null ? t('activity.actor.member') : isolateBidi(email);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A field's value in words: money with its currency, dates in the member's language. */
function valueIn(
  field: string,
  value: unknown,
  currency: string | null,
  format: Formatters,
  t: Translate,
) {
  if (field === 'amount' && typeof value === 'number' && currency) {
    return format.money(value, currency as Parameters<Formatters['money']>[1]);
  }
  if (typeof value === 'string' && DATE.test(value)) return format.date(value);
  if (typeof value === 'boolean') return t(value ? 'activity.value.on' : 'activity.value.off');
  if (field === 'reason') return reasonWords(value, t);
  return isolateBidi(valueWords(value, t));
}

/** The currency an amount of this record is in: the one it changed to, else the record's. */
function currencyOf(record: AuditRecord, known: KnownSubscription | undefined): string | null {
  const changed = record.changes?.currency?.to;
  if (typeof changed === 'string') return changed;
  return known?.currency ?? null;
}

/** The record's changed fields in words, without ids and write times (for its details). */
export function changeWords(
  record: AuditRecord,
  known: KnownSubscription | undefined,
  format: Formatters,
  t: Translate,
): ChangeWords[] {
  const currency = currencyOf(record, known);
  const rows: ChangeWords[] = [];
  for (const [field, change] of Object.entries(record.changes ?? {})) {
    if (UNSPOKEN_FIELDS.has(field)) continue;
    const from = change.from === null ? null : valueIn(field, change.from, currency, format, t);
    rows.push({
      field: fieldWords(field, t),
      from,
      to: valueIn(field, change.to, currency, format, t),
    });
  }
  return rows;
}

/**
 * One event as a sentence: who did what, to which subscription (a link to its page while
 * it exists): "alex@example.com changed Netflix’s amount from €15.49 to €17.99",
 * "An API key paused Headspace", "The command line added Netflix".
 */
export function eventLine(
  record: AuditRecord,
  known: KnownSubscriptions,
  members: MemberEmails,
  format: Formatters,
  t: Translate,
): EventSentence {
  const actor = actorShort(record.actor, members, t);
  const generic: EventSentence = {
    message: ACTION_SENTENCES[record.action],
    values: { actor },
    link: null,
  };
  if (record.resourceType !== 'subscription') return generic;
  const subscription = known.get(record.resourceId);
  // D19: a deleted subscription keeps no name, so its events say "a subscription".
  if (!subscription) return generic;
  const link = { href: `/subscriptions/${record.resourceId}`, name: subscription.name };
  const about = (message: MessageKey, values: Record<string, string | number> = {}) => ({
    message,
    values: { actor, ...values },
    link,
  });
  switch (record.action) {
    case 'subscription.created':
      return about('activity.event.subscription.added');
    case 'subscription.logo_set':
      return about('activity.event.subscription.logoSet');
    case 'subscription.logo_removed':
      return about('activity.event.subscription.logoRemoved');
    case 'subscription.updated':
      return about(...updateSentence(changeWords(record, subscription, format, t), record));
    default:
      return generic;
  }
}

function updateSentence(
  rows: ChangeWords[],
  record: AuditRecord,
): [MessageKey, Record<string, string | number>] {
  const status = record.changes?.status?.to;
  if (rows.length === 1 && typeof status === 'string' && STATUS_CHANGES.has(status)) {
    return ['activity.event.subscription.status', { status }];
  }
  const [first, second] = rows;
  if (!first) return ['activity.event.subscription.unchanged', {}];
  if (!second) {
    if (first.from === null) {
      return ['activity.event.subscription.fieldSet', { field: first.field, to: first.to }];
    }
    const values = { field: first.field, from: first.from, to: first.to };
    return ['activity.event.subscription.fieldChanged', values];
  }
  const values = { first: first.field, second: second.field, more: rows.length - 2 };
  return ['activity.event.subscription.fieldsChanged', values];
}
