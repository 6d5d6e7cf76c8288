import {
  addBillingPeriods,
  billingDatesBetween,
  type CalendarDate,
  cancelByDate,
  compareDates,
  type Subscription,
  toSubscriptionResource,
} from '@subtrack/domain';
import type { MessageKey, Translate } from '@subtrack/i18n';
import { type IntervalUnit, intervalOf } from './billing-interval.js';

/** How many coming renewals the page lists. */
const RENEWAL_DATES_SHOWN = 6;

/** What a subscription's page shows beside its stored fields. */
export interface SubscriptionPageView {
  /** "Every month", "Every 3 months", "Every 2 weeks" (see `periodWordsOf`). */
  periodWords: string;
  /** The next renewal dates the schedule produces, none after `endsOn`; empty unless active. */
  renewals: CalendarDate[];
  /** The last day to cancel before the next renewal, when there is a notice period. */
  cancelBy: { date: CalendarDate; renewal: CalendarDate; passed: boolean } | null;
}

// "Every {count} <unit>", one message a unit: the unit's word and its plural differ by language.
const PERIOD_WORDS: Record<IntervalUnit, MessageKey> = {
  days: 'subscription.period.days',
  weeks: 'subscription.period.weeks',
  months: 'subscription.period.months',
  years: 'subscription.period.years',
};

/**
 * "Every 3 months": the interval in the words the form asks it (monthly x 3 is 3
 * months; custom days that are whole weeks are weeks).
 *
 * @example periodWordsOf(aSubscription({ intervalCount: 3 }), t) // 'Every 3 months'
 */
export function periodWordsOf(s: Subscription, t: Translate): string {
  const { every, unit } = intervalOf(toSubscriptionResource(s));
  return t(PERIOD_WORDS[unit as IntervalUnit] ?? PERIOD_WORDS.days, { count: Number(every) });
}

/**
 * The page's renewals and cancel-by date for `today`. An active subscription
 * renews on its next payment date and every period after it, up to its end date; a paused
 * or cancelled one renews on none. The cancel-by date is the next payment date minus the
 * notice period; `passed` when that day is already gone.
 */
export function subscriptionPageView(
  s: Subscription,
  today: CalendarDate,
  t: Translate,
): SubscriptionPageView {
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
  return { periodWords: periodWordsOf(s, t), renewals, cancelBy };
}
