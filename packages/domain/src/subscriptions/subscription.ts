import type { CalendarDate } from '../shared/calendar-date.js';

export const CURRENCIES = [
  'CNY',
  'USD',
  'EUR',
  'JPY',
  'GBP',
  'AUD',
  'CAD',
  'CHF',
  'HKD',
  'SGD',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PERIODS = ['monthly', 'yearly', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * D4: the 13 writable fields, alphabetical, as error responses list them in `writableFields`.
 */
export const WRITABLE_SUBSCRIPTION_FIELDS = [
  'amount',
  'billingAnchorDay',
  'category',
  'currency',
  'customDate',
  'isTrial',
  'lastPaymentDate',
  'name',
  'nextPaymentDate',
  'notificationEnabled',
  'period',
  'status',
  'trialEndsOn',
] as const;
export type WritableSubscriptionField = (typeof WRITABLE_SUBSCRIPTION_FIELDS)[number];

/**
 * A subscription as the domain stores it. Money is integer hundredths (`amountMinor`);
 * dates are calendar dates; `createdAt`/`updatedAt` are RFC 3339 UTC instants
 * (`2026-11-21T07:55:00.000Z`).
 */
export interface Subscription {
  id: string;
  accountId: string;
  name: string;
  category: string;
  /** Integer hundredths of the major unit: 19.99 is 1999. */
  amountMinor: number;
  currency: Currency;
  period: Period;
  /** D6: for an active record, never before today once rolled forward. */
  nextPaymentDate: CalendarDate;
  /** D7: 1-31 for monthly and yearly; null for custom. */
  billingAnchorDay: number | null;
  /** D9: the day count of a custom period (1-3650); null unless period is custom. */
  customDays: number | null;
  notificationEnabled: boolean;
  status: SubscriptionStatus;
  /** D4: a trial; it changes only reminders (one more, for its end). */
  isTrial: boolean;
  /** D4: set exactly when `isTrial` is true. */
  trialEndsOn: CalendarDate | null;
  createdAt: string;
  updatedAt: string;
  /**
   * D32: 1 when created, plus one with every stored change (the ETag's source; not part of
   * the API representation).
   */
  version: number;
}

/** The billing rule of a subscription, all the date math needs. */
export interface BillingRule {
  period: Period;
  billingAnchorDay: number | null;
  customDays: number | null;
}

/**
 * The API representation of a subscription (the spec's table plus D4): what every
 * response's `data` holds. Optional keys are absent, not null, when they do not apply.
 */
export interface SubscriptionResource {
  id: string;
  name: string;
  category: string;
  amount: number;
  currency: Currency;
  period: Period;
  nextPaymentDate: CalendarDate;
  lastPaymentDate: CalendarDate;
  billingAnchorDay?: number;
  customDate?: string;
  notificationEnabled: boolean;
  status: SubscriptionStatus;
  isTrial: boolean;
  trialEndsOn?: CalendarDate;
  createdAt: string;
  updatedAt: string;
}
