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
  };
}
