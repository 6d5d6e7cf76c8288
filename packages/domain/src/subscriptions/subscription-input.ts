import type { CalendarDate } from '../shared/calendar-date.js';
import type { Currency, Period, SubscriptionStatus } from './subscription.js';

/**
 * A POST body after schema validation: typed, trimmed, amount in minor units.
 * Rules that need today or several fields together are applied
 * afterwards by `resolveNewSubscription`.
 */
export interface SubscriptionCreateInput {
  name: string;
  category: string;
  amountMinor: number;
  currency: Currency;
  period: Period;
  nextPaymentDate?: CalendarDate;
  /** Deprecated input, converted when nextPaymentDate is absent. */
  lastPaymentDate?: CalendarDate;
  billingAnchorDay?: number;
  /** `customDate` as a number of days; null clears. */
  customDays?: number | null;
  notificationEnabled?: boolean;
  status?: SubscriptionStatus;
  isTrial?: boolean;
  trialEndsOn?: CalendarDate | null;
  /** Null means the default, 1. */
  intervalCount?: number | null;
  /** The last day it can renew; null clears it. */
  endsOn?: CalendarDate | null;
  noticeDays?: number | null;
  /** The date of the first payment; null clears it. */
  startedOn?: CalendarDate | null;
  /** Farthest first. */
  remindDaysBefore?: number[] | null;
}

/** A PATCH body after schema validation: every key optional, at least one present. */
export interface SubscriptionPatchInput {
  name?: string;
  category?: string;
  amountMinor?: number;
  currency?: Currency;
  period?: Period;
  nextPaymentDate?: CalendarDate;
  lastPaymentDate?: CalendarDate;
  billingAnchorDay?: number | null;
  customDays?: number | null;
  notificationEnabled?: boolean;
  status?: SubscriptionStatus;
  isTrial?: boolean;
  trialEndsOn?: CalendarDate | null;
  intervalCount?: number | null;
  endsOn?: CalendarDate | null;
  noticeDays?: number | null;
  startedOn?: CalendarDate | null;
  remindDaysBefore?: number[] | null;
}

/** A query string as HTTP frameworks hand it over (Koa's `ctx.query`). */
export type RawQuery = Record<string, string | string[] | undefined>;
