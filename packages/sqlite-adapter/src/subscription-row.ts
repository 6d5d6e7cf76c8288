import type { Currency, Period, Subscription, SubscriptionStatus } from '@subtrack/domain';
import { foldCase } from '@subtrack/domain';

/** A `subscriptions` row as it is written (STRICT table: booleans are 0/1). */
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
  interval_count: number;
  ends_on: string | null;
  notice_days: number | null;
  /** JSON array of offsets in days, or NULL. */
  remind_days_before: string | null;
  started_on: string | null;
  /** 1 while an uploaded logo is stored (`subscription_logos`), else 0. */
  has_logo: number;
}

/** The named parameters the insert and update statements bind. */
export type SubscriptionParams = {
  [K in keyof SubscriptionRow]: SubscriptionRow[K];
};

/**
 * One row of `SUBSCRIPTION_COLUMNS` (`@subtrack/sql-rows`) in raw mode: reads use
 * better-sqlite3's raw mode (an array of values a row), since building an object with 23
 * named keys per row cost more than the query itself on large reads (issue 7 profile).
 */
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
  intervalCount: number,
  endsOn: string | null,
  noticeDays: number | null,
  remindDaysBefore: string | null,
  startedOn: string | null,
  hasLogo: number,
];

/** A raw row of `SUBSCRIPTION_COLUMNS` (`@subtrack/sql-rows`) and then the rowid (a page of `iterateAll`). */
export type RowidValues = [...SubscriptionValues, rowid: number];

/** Where the rowid sits in {@link RowidValues}. */
export const ROWID_INDEX = 23;

/** The one place a raw row of `SUBSCRIPTION_COLUMNS` (`@subtrack/sql-rows`) becomes a domain record. */
export function valuesToSubscription(v: SubscriptionValues | RowidValues): Subscription {
  return {
    id: v[0],
    accountId: v[1],
    name: v[2],
    category: v[3],
    amountMinor: v[4],
    // The CHECK constraints and the domain's validation keep these within their enums.
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
    intervalCount: v[17],
    endsOn: v[18],
    noticeDays: v[19],
    remindDaysBefore: v[20] === null ? null : (JSON.parse(v[20]) as number[]),
    startedOn: v[21],
    hasLogo: v[22] === 1,
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
    interval_count: subscription.intervalCount,
    ends_on: subscription.endsOn,
    notice_days: subscription.noticeDays,
    remind_days_before:
      subscription.remindDaysBefore === null ? null : JSON.stringify(subscription.remindDaysBefore),
    started_on: subscription.startedOn,
    has_logo: subscription.hasLogo ? 1 : 0,
  };
}
