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
 * The 18 writable fields, alphabetical, as error responses list them in
 * `writableFields`. The one list: validation, the OpenAPI document and the web form read it.
 */
export const WRITABLE_SUBSCRIPTION_FIELDS = [
  'amount',
  'billingAnchorDay',
  'category',
  'currency',
  'customDate',
  'endsOn',
  'intervalCount',
  'isTrial',
  'lastPaymentDate',
  'name',
  'nextPaymentDate',
  'noticeDays',
  'notificationEnabled',
  'period',
  'remindDaysBefore',
  'startedOn',
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
  /** For an active record, never before today once rolled forward. */
  nextPaymentDate: CalendarDate;
  /** 1-31 for monthly and yearly; null for custom. */
  billingAnchorDay: number | null;
  /** The day count of a custom period (1-3650); null unless period is custom. */
  customDays: number | null;
  notificationEnabled: boolean;
  status: SubscriptionStatus;
  /** A trial; it changes only reminders (one more, for its end). */
  isTrial: boolean;
  /** Set exactly when `isTrial` is true. */
  trialEndsOn: CalendarDate | null;
  /**
   * How many months (monthly) or years (yearly) one period spans: 1-36 monthly, 1-10
   * yearly. Always 1 for a custom period, whose `customDays` counts the days.
   */
  intervalCount: number;
  /** The last day on which the subscription can renew; null when it runs on. */
  endsOn: CalendarDate | null;
  /** Days before a renewal by which the contract must be cancelled (1-365), or null. */
  noticeDays: number | null;
  /**
   * Days before a date to remind, up to 3 distinct whole numbers 0-60, farthest first;
   * null uses the account's `daysBefore`.
   */
  remindDaysBefore: readonly number[] | null;
  /** The first payment, kept as sent (on or before the first nextPaymentDate); or null. */
  startedOn: CalendarDate | null;
  /**
   * True while the owner's uploaded logo is stored (the logo store holds it); set and
   * cleared only in the transaction that stores or removes the logo, never by a PATCH.
   */
  hasLogo: boolean;
  createdAt: string;
  updatedAt: string;
  /**
   * 1 when created, plus one with every stored change (the ETag's source; not part of
   * the API representation).
   */
  version: number;
}

/** The billing rule of a subscription, all the date math needs. */
export interface BillingRule {
  period: Period;
  billingAnchorDay: number | null;
  customDays: number | null;
  /**
   * Months (monthly) or years (yearly) per period; absent means 1. Custom periods
   * ignore it: `customDays` counts their days.
   */
  intervalCount?: number;
}

/** The largest `intervalCount` of each anchored period. */
export const MAX_INTERVAL_COUNT = { monthly: 36, yearly: 10 } as const;

/**
 * The API representation of a subscription (the spec's table plus D4): what every
 * response's `data` holds. Optional keys are absent, not null, when they do not apply or
 * are not set, so a client that sets none of the newer fields sees the answers it saw
 * before (plus `intervalCount` of monthly and yearly records, D38, and `hasLogo` on every
 * record).
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
  /** Monthly and yearly records only. */
  intervalCount?: number;
  /** Only when set. */
  startedOn?: CalendarDate;
  /** Only when set. */
  endsOn?: CalendarDate;
  /** Only when set. */
  noticeDays?: number;
  /** Only when set (otherwise the account's `daysBefore` applies). */
  remindDaysBefore?: number[];
  /** Always present: true when an uploaded logo is stored for it (read-only). */
  hasLogo: boolean;
  createdAt: string;
  updatedAt: string;
}
