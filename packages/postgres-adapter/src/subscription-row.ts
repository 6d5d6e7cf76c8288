import type { Currency, Period, Subscription, SubscriptionStatus } from '@subtrack/domain';
import { foldCase } from '@subtrack/domain';

/** A `subscriptions` row as this adapter's pool reads it (see `type-parsers.ts`). */
export interface SubscriptionRow {
  id: string;
  account_id: string;
  name: string;
  category: string;
  amount_minor: number;
  currency: string;
  period: string;
  next_payment_date: string;
  billing_anchor_day: number | null;
  custom_days: number | null;
  notification_enabled: boolean;
  status: string;
  is_trial: boolean;
  trial_ends_on: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  interval_count: number;
  ends_on: string | null;
  notice_days: number | null;
  /** A JSON array of offsets (parsed by the pool), or NULL. */
  remind_days_before: number[] | null;
  started_on: string | null;
  has_logo: boolean;
}

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
    notificationEnabled: row.notification_enabled,
    status: row.status as SubscriptionStatus,
    isTrial: row.is_trial,
    trialEndsOn: row.trial_ends_on,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    intervalCount: row.interval_count,
    endsOn: row.ends_on,
    noticeDays: row.notice_days,
    remindDaysBefore: row.remind_days_before,
    startedOn: row.started_on,
    hasLogo: row.has_logo,
  };
}

/** Where `created_at` sits in {@link subscriptionValues} (an update leaves it out). */
export const CREATED_AT_INDEX = 15;

/**
 * The values of `$1` ... `$24` of the insert statement (an update leaves out created_at), with the D12 case-folded
 * name: id, account_id, name, name_folded, category, amount_minor, currency, period,
 * next_payment_date, billing_anchor_day, custom_days, notification_enabled, status,
 * is_trial, trial_ends_on, created_at, updated_at, version, interval_count, ends_on,
 * notice_days, remind_days_before, started_on, has_logo.
 */
export function subscriptionValues(s: Subscription): unknown[] {
  return [
    s.id,
    s.accountId,
    s.name,
    foldCase(s.name),
    s.category,
    s.amountMinor,
    s.currency,
    s.period,
    s.nextPaymentDate,
    s.billingAnchorDay,
    s.customDays,
    s.notificationEnabled,
    s.status,
    s.isTrial,
    s.trialEndsOn,
    s.createdAt,
    s.updatedAt,
    s.version,
    s.intervalCount,
    s.endsOn,
    s.noticeDays,
    s.remindDaysBefore === null ? null : JSON.stringify(s.remindDaysBefore),
    s.startedOn,
    s.hasLogo,
  ];
}
