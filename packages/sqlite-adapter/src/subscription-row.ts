import type { Currency, Period, Subscription, SubscriptionStatus } from '@subtrack/domain';
import { foldCase } from '@subtrack/domain';

/** A `subscriptions` row as better-sqlite3 returns it (STRICT table: booleans are 0/1). */
export interface SubscriptionRow {
  id: string;
  account_id: string;
  name: string;
  name_folded: string;
  category: string;
  amount_minor: number;
  currency: string;
  period: string;
  next_payment_date: string;
  billing_anchor_day: number | null;
  custom_days: number | null;
  notification_enabled: number;
  status: string;
  is_trial: number;
  trial_ends_on: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/** The named parameters the insert and update statements bind. */
export type SubscriptionParams = {
  [K in keyof SubscriptionRow]: SubscriptionRow[K];
};

/** The one place a row becomes a domain record. */
export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    category: row.category,
    amountMinor: row.amount_minor,
    // The CHECK constraints and the domain's validation keep these within their enums.
    currency: row.currency as Currency,
    period: row.period as Period,
    nextPaymentDate: row.next_payment_date,
    billingAnchorDay: row.billing_anchor_day,
    customDays: row.custom_days,
    notificationEnabled: row.notification_enabled === 1,
    status: row.status as SubscriptionStatus,
    isTrial: row.is_trial === 1,
    trialEndsOn: row.trial_ends_on,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

/**
 * The columns subscriptions are read with, in the order of {@link SubscriptionValues}.
 * Reads use better-sqlite3's raw mode (an array of values a row): building an object with
 * 17 named keys per row cost more than the query itself on large reads (issue 7 profile).
 */
export const SUBSCRIPTION_COLUMNS =
  'id, account_id, name, category, amount_minor, currency, period, next_payment_date, ' +
  'billing_anchor_day, custom_days, notification_enabled, status, is_trial, trial_ends_on, ' +
  'created_at, updated_at, version';

/** One row of {@link SUBSCRIPTION_COLUMNS} in raw mode. */
export type SubscriptionValues = [
  id: string,
  accountId: string,
  name: string,
  category: string,
  amountMinor: number,
  currency: string,
  period: string,
  nextPaymentDate: string,
  billingAnchorDay: number | null,
  customDays: number | null,
  notificationEnabled: number,
  status: string,
  isTrial: number,
  trialEndsOn: string | null,
  createdAt: string,
  updatedAt: string,
  version: number,
];

/** A raw row of {@link SUBSCRIPTION_COLUMNS} and then the rowid (a page of `iterateAll`). */
export type RowidValues = [...SubscriptionValues, rowid: number];

/** A raw row of {@link SUBSCRIPTION_COLUMNS} as a domain record (same rules as `toSubscription`). */
export function valuesToSubscription(v: SubscriptionValues | RowidValues): Subscription {
  return {
    id: v[0],
    accountId: v[1],
    name: v[2],
    category: v[3],
    amountMinor: v[4],
    currency: v[5] as Currency,
    period: v[6] as Period,
    nextPaymentDate: v[7],
    billingAnchorDay: v[8],
    customDays: v[9],
    notificationEnabled: v[10] === 1,
    status: v[11] as SubscriptionStatus,
    isTrial: v[12] === 1,
    trialEndsOn: v[13],
    createdAt: v[14],
    updatedAt: v[15],
    version: v[16],
  };
}

/** The one place a domain record becomes a row, with its D12 case-folded name. */
export function toSubscriptionParams(subscription: Subscription): SubscriptionParams {
  return {
    id: subscription.id,
    account_id: subscription.accountId,
    name: subscription.name,
    name_folded: foldCase(subscription.name),
    category: subscription.category,
    amount_minor: subscription.amountMinor,
    currency: subscription.currency,
    period: subscription.period,
    next_payment_date: subscription.nextPaymentDate,
    billing_anchor_day: subscription.billingAnchorDay,
    custom_days: subscription.customDays,
    notification_enabled: subscription.notificationEnabled ? 1 : 0,
    status: subscription.status,
    is_trial: subscription.isTrial ? 1 : 0,
    trial_ends_on: subscription.trialEndsOn,
    created_at: subscription.createdAt,
    updated_at: subscription.updatedAt,
    version: subscription.version,
  };
}
