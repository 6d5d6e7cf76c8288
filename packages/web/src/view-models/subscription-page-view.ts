import {
  addBillingPeriods,
  billingDatesBetween,
  type CalendarDate,
  cancelByDate,
  compareDates,
  type Subscription,
  toSubscriptionResource,
} from '@subtrack/domain';
import { intervalOf } from './billing-interval.js';

/** How many coming renewals the page lists. */
const RENEWAL_DATES_SHOWN = 6;

/** What a subscription's page shows beside its stored fields. */
export interface SubscriptionPageView {
  /** "Every month", "Every 3 months", "Every 2 weeks". */
  periodWords: string;
  /** The next renewal dates the schedule produces, none after `endsOn`; empty unless active. */
  renewals: CalendarDate[];
  /** The last day to cancel before the next renewal, when there is a notice period. */
  cancelBy: { date: CalendarDate; renewal: CalendarDate; passed: boolean } | null;
}

const SINGULAR: Record<string, string> = {
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
};

/**
 * "Every 3 months": the interval in the words the form asks it (monthly x 3 is 3
 * months; custom days that are whole weeks are weeks).
 *
 * @example periodWordsOf(aSubscription({ intervalCount: 3 })) // 'Every 3 months'
 */
export function periodWordsOf(s: Subscription): string {
  const { every, unit } = intervalOf(toSubscriptionResource(s));
  return every === '1' ? `Every ${SINGULAR[unit] ?? unit}` : `Every ${every} ${unit}`;
}

/**
 * The page's renewals and cancel-by date for `today`. An active subscription
 * renews on its next payment date and every period after it, up to its end date; a paused
 * or cancelled one renews on none. The cancel-by date is the next payment date minus the
 * notice period; `passed` when that day is already gone.
 */
export function subscriptionPageView(s: Subscription, today: CalendarDate): SubscriptionPageView {
  const active = s.status === 'active';
  const last = addBillingPeriods(s.nextPaymentDate, s, RENEWAL_DATES_SHOWN - 1);
  const renewals = active ? billingDatesBetween(s, s.nextPaymentDate, last) : [];
  const cancelBy =
    active && s.noticeDays !== null
      ? (() => {
          const date = cancelByDate(s.nextPaymentDate, s.noticeDays);
          return { date, renewal: s.nextPaymentDate, passed: compareDates(date, today) < 0 };
        })()
      : null;
  return { periodWords: periodWordsOf(s), renewals, cancelBy };
}
