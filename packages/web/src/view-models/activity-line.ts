import { type Actor, type AuditAction, type AuditRecord, isolateBidi } from '@subtrack/domain';
import type { Formatters } from '../format/formatters.js';
import { type MemberEmails, reasonWords, valueWords } from './audit-words.js';

/** What the activity screen knows of a subscription named by a record: it still exists. */
export interface KnownSubscription {
  name: string;
  currency: string;
}

/** The subscriptions the records of a page name, by id; a deleted one is absent. */
export type KnownSubscriptions = ReadonlyMap<string, KnownSubscription>;

/** A part of an event's sentence: words, or the subscription it is about, as a link. */
export type LinePart = string | { href: string; name: string };

/** One changed field of a record, in words, for the event's details. */
export interface ChangeWords {
  field: string;
  /** Null on a field set where it was empty (a record's creation lists every field so). */
  from: string | null;
  to: string;
}

// How a subscription's fields are named in a sentence ("changed Netflix's amount").
const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  category: 'category',
  amount: 'amount',
  currency: 'currency',
  period: 'period',
  intervalCount: 'billing interval',
  customDate: 'custom period',
  billingAnchorDay: 'billing day',
  nextPaymentDate: 'next payment date',
  lastPaymentDate: 'last payment date',
  notificationEnabled: 'reminders',
  status: 'status',
  isTrial: 'free trial',
  trialEndsOn: 'trial end',
  startedOn: 'start date',
  endsOn: 'end date',
  noticeDays: 'notice period',
  remindDaysBefore: 'reminder days',
  hasLogo: 'logo',
};

// Fields a record lists that say nothing to a person (ids and write times).
const UNSPOKEN_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'version', 'accountId']);

// What a status change does, as the list's buttons say it.
const STATUS_VERBS: Record<string, string> = {
  active: 'resumed',
  paused: 'paused',
  cancelled: 'cancelled',
};

// Every other kind of record in words, after the one who made it.
const ACTION_SENTENCES: Record<AuditAction, string> = {
  'subscription.created': 'added a subscription',
  'subscription.updated': 'changed a subscription',
  'subscription.deleted': 'deleted a subscription',
  'subscription.logo_set': 'set a subscription’s logo',
  'subscription.logo_removed': 'removed a subscription’s logo',
  'notification_settings.updated': 'changed the reminder settings',
  'api_key.created': 'created an API key',
  'api_key.revoked': 'revoked an API key',
  'import.completed': 'imported subscriptions',
  'calendar_feed.created': 'made a calendar feed link',
  'calendar_feed.revoked': 'turned off the calendar feed link',
  'owner.signed_in': 'signed in',
  'owner.password_changed': 'changed a password',
  'owner.signed_out_elsewhere': 'signed out every other session',
  'channel.created': 'added a reminder channel',
  'channel.updated': 'changed a reminder channel',
  'channel.removed': 'removed a reminder channel',
  'payment.updated': 'changed a payment',
  'member.invited': 'invited a member',
  'member.joined': 'joined the account',
  'member.updated': 'changed a member’s role',
  'member.removed': 'removed a member',
  'member.invitation_revoked': 'withdrew an invitation',
  'identity.bound': 'connected a sign-in provider',
  'passkey.added': 'added a passkey',
  'passkey.removed': 'removed a passkey',
  'settings.updated': 'changed the home currency',
  'exchange_rate.updated': 'set an exchange rate',
  'exchange_rates.imported': 'imported exchange rates',
  'payment.recorded': 'recorded a payment',
  'counterparty.dismissed': 'marked a payee of a bank export as no subscription',
};

/**
 * Who made a write, short, to open its sentence: the member's email, "An API key", "The
 * command line" or "subtrack" (what it did by itself). The ids stay in the details.
 */
export function actorShort(actor: Actor, members: MemberEmails = new Map()): string {
  if (actor.type === 'api_key') return 'An API key';
  if (actor.type === 'system') return 'subtrack';
  if (actor.type === 'cli') return 'The command line';
  if (!actor.memberId) return 'Someone on the web';
  const email = members.get(actor.memberId);
  if (email === undefined) return 'A removed member';
  return email === null ? 'A member' : isolateBidi(email);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A field's value in words: money with its currency, dates in the member's language. */
function valueIn(field: string, value: unknown, currency: string | null, format: Formatters) {
  if (field === 'amount' && typeof value === 'number' && currency) {
    return format.money(value, currency as Parameters<Formatters['money']>[1]);
  }
  if (typeof value === 'string' && DATE.test(value)) return format.date(value);
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (field === 'reason') return reasonWords(value);
  return isolateBidi(valueWords(value));
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
): ChangeWords[] {
  const currency = currencyOf(record, known);
  const rows: ChangeWords[] = [];
  for (const [field, change] of Object.entries(record.changes ?? {})) {
    if (UNSPOKEN_FIELDS.has(field)) continue;
    const from = change.from === null ? null : valueIn(field, change.from, currency, format);
    rows.push({
      field: FIELD_WORDS[field] ?? field,
      from,
      to: valueIn(field, change.to, currency, format),
    });
  }
  return rows;
}

/** "amount", "amount and category", "amount, category and 2 more". */
function fieldList(fields: string[]): string {
  if (fields.length <= 2) return fields.join(' and ');
  return `${fields.slice(0, 2).join(', ')} and ${fields.length - 2} more`;
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
): LinePart[] {
  const actor = actorShort(record.actor, members);
  const generic = [`${actor} ${ACTION_SENTENCES[record.action]}`];
  if (record.resourceType !== 'subscription') return generic;
  const subscription = known.get(record.resourceId);
  // D19: a deleted subscription keeps no name, so its events say "a subscription".
  if (!subscription) return generic;
  const link = { href: `/subscriptions/${record.resourceId}`, name: subscription.name };
  switch (record.action) {
    case 'subscription.created':
      return [`${actor} added `, link];
    case 'subscription.logo_set':
      return [`${actor} set `, link, '’s logo'];
    case 'subscription.logo_removed':
      return [`${actor} removed `, link, '’s logo'];
    case 'subscription.updated':
      return updateLine(actor, link, changeWords(record, subscription, format), record);
    default:
      return generic;
  }
}

function updateLine(
  actor: string,
  link: { href: string; name: string },
  rows: ChangeWords[],
  record: AuditRecord,
): LinePart[] {
  const status = record.changes?.status?.to;
  if (rows.length === 1 && typeof status === 'string' && STATUS_VERBS[status]) {
    return [`${actor} ${STATUS_VERBS[status]} `, link];
  }
  const [only] = rows;
  if (rows.length === 1 && only) {
    if (only.from === null) return [`${actor} set `, link, `’s ${only.field} to ${only.to}`];
    return [`${actor} changed `, link, `’s ${only.field} from ${only.from} to ${only.to}`];
  }
  if (rows.length === 0) return [`${actor} saved `, link, ' without changes'];
  return [`${actor} changed `, link, `’s ${fieldList(rows.map((row) => row.field))}`];
}
