import type { CalendarDate } from '../shared/calendar-date.js';
import type { Currency, Period } from '../subscriptions/subscription.js';

/** One charge a finding rests on, as the bank showed it; `amount` is what was paid, in major units. */
export interface DiscoveryEvidence {
  date: CalendarDate;
  amount: number;
  text: string;
}

/** A lasting change of price, in major units, `on` the first charge at the new price. */
export interface DiscoveryPriceChange {
  from: number;
  to: number;
  on: CalendarDate;
}

/**
 * A subscription the statement shows and the account does not track. Its billing fields
 * are those a create takes: weekly is `custom` with `customDate` "7", every 2 weeks "14";
 * `intervalCount` is null for custom periods and `customDate` null for the others.
 */
export interface DiscoverySuggestion {
  name: string;
  /** The latest price, in major units. */
  amount: number;
  currency: Currency;
  period: Period;
  intervalCount: number | null;
  customDate: string | null;
  /**
   * The day of the month the schedule keeps to (monthly and yearly; null for custom), so a
   * create keeps a plan on the 31st there after a short month.
   */
  billingAnchorDay: number | null;
  /** The next date of the schedule on or after today (not the day a bank shifted it to). */
  nextPaymentDate: CalendarDate;
  /** 0 to 1: how sure the finding is, from the number of charges and how regular they are. */
  confidence: number;
  /** The charges, oldest first. */
  evidence: DiscoveryEvidence[];
  priceChange: DiscoveryPriceChange | null;
}

/** The category a subscription added from a suggestion gets until the owner gives it one. */
export const SUGGESTION_CATEGORY = 'Uncategorized';

/** A charge to record as a paid payment of a tracked subscription: its due date, amount and booking date. */
export interface DiscoveryNewPayment {
  dueOn: CalendarDate;
  amount: number;
  date: CalendarDate;
}

/**
 * A subscription the account tracks that the statement shows: the charges (`evidence`),
 * those its payment history does not hold yet as recorded (`newPayments`), and the change
 * from the tracked price to the price charged now, if any.
 */
export interface DiscoveryMatch {
  subscriptionId: string;
  evidence: DiscoveryEvidence[];
  newPayments: DiscoveryNewPayment[];
  priceChange: DiscoveryPriceChange | null;
}

/** What a discovery warns about. */
export const DISCOVERY_ALERT_KINDS = [
  'charged_after_cancel',
  'missed_renewal',
  'price_change',
] as const;
export type DiscoveryAlertKind = (typeof DISCOVERY_ALERT_KINDS)[number];

/**
 * A warning about a tracked subscription: charged after it was cancelled (the charge's date
 * and amount), an expected renewal the statement lacks (the renewal's date and the tracked
 * amount), a new price (its first charge's date and the new amount).
 */
export interface DiscoveryAlert {
  kind: DiscoveryAlertKind;
  subscriptionId: string;
  date: CalendarDate;
  amount: number;
}

/**
 * What a bank statement shows: its first and last booking dates (null for an empty one),
 * how many transactions it holds, the subscriptions it suggests, those it matches and the
 * alerts it raises.
 */
export interface Discovery {
  from: CalendarDate | null;
  to: CalendarDate | null;
  transactions: number;
  suggestions: DiscoverySuggestion[];
  matches: DiscoveryMatch[];
  alerts: DiscoveryAlert[];
}
