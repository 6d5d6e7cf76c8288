import type { Actor } from './actor.js';

export const AUDIT_ACTIONS = [
  'subscription.created',
  'subscription.updated',
  'subscription.deleted',
  // An uploaded logo stored (or replaced) and removed; changes name the logo's ETag before
  // and after (null: none), never the image.
  'subscription.logo_set',
  'subscription.logo_removed',
  'notification_settings.updated',
  'api_key.created',
  'api_key.revoked',
  // D30, D33: one record per import, beside the subscription.created record of each row.
  'import.completed',
  // D30, D34: the calendar feed link made (or replaced) and revoked.
  'calendar_feed.created',
  'calendar_feed.revoked',
  // D30: owner sign-ins and login changes (resource type `owner`).
  'owner.signed_in',
  'owner.password_changed',
  'owner.signed_out_elsewhere',
  // D30, D35: a notification channel added, changed and removed (never a secret).
  'channel.created',
  'channel.updated',
  'channel.removed',
  // D40: a payment's amount or status changed.
  'payment.updated',
  // D45: members and invitations (resource type `member`: the invitation's id for
  // `member.invited` and `member.invitation_revoked`, else the member's id)
  'member.invited',
  'member.joined',
  'member.updated',
  'member.removed',
  // D49: an invitation ended by an owner, or because the member who made it left or stopped
  // being an owner (`changes.reason` says which)
  'member.invitation_revoked',
  // D46: an identity provider's login bound to a member (resource type `member`)
  'identity.bound',
  // D46 (resource type `passkey`)
  'passkey.added',
  'passkey.removed',
  // The home currency chosen or cleared (resource type `settings`, id the account's).
  'settings.updated',
  // An account's own rate typed, and its own rates imported from a file (resource type
  // `exchange_rate`; a typed rate under the account's id, an import under an id of its own).
  'exchange_rate.updated',
  'exchange_rates.imported',
  // D56: a charge recorded as a new paid payment (from a bank statement, or by hand), and a
  // counterparty the owner said is not a subscription (resource type `counterparty`).
  'payment.recorded',
  'counterparty.dismissed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RESOURCE_TYPES = [
  'subscription',
  'notification_settings',
  'api_key',
  'import',
  'calendar_feed',
  'owner',
  'channel',
  // D40: a payment's amount or status changed by PATCH.
  'payment',
  'member',
  'passkey',
  'settings',
  'exchange_rate',
  // D56: a counterparty of bank statements that is not to be suggested again.
  'counterparty',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** One changed field: `from` is null on create. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/**
 * One successful write. `changes` is null on a deletion (no field value of a
 * deleted record survives). `actor` says which door the write came through;
 * `apiKeyId` is the key's public id when a key made it, else null.
 */
export interface AuditRecord {
  id: string;
  accountId: string;
  occurredAt: string;
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId: string;
  actor: Actor;
  apiKeyId: string | null;
  requestId: string;
  changes: Record<string, FieldChange> | null;
}
