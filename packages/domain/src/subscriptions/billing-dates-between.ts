import { type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { addBillingPeriods, rollForward } from './billing-dates.js';
import type { BillingRule } from './subscription.js';

/**
 * Every billing date of a subscription from `from` through `to` (both inclusive), reached
 * from its `nextPaymentDate` by whole periods, anchor-aware: an anchor of 31 gives Jan 31,
 * Feb 28, Mar 31 (D6, D7). Dates are counted from `nextPaymentDate` each time (never from
 * a clamped date), so a short month never drags later ones earlier.
 *
 * @example
 * billingDatesBetween(
 *   { period: 'monthly', billingAnchorDay: 31, customDays: null, nextPaymentDate: '2027-01-31' },
 *   '2027-01-01', '2027-03-31',
 * ); // ['2027-01-31', '2027-02-28', '2027-03-31']
 */
export function billingDatesBetween(
  subscription: BillingRule & { nextPaymentDate: CalendarDate },
  from: CalendarDate,
  to: CalendarDate,
): CalendarDate[] {
  const start = rollForward(subscription.nextPaymentDate, subscription, from);
  const dates: CalendarDate[] = [];
  for (let count = 0; ; count++) {
    const date = addBillingPeriods(start, subscription, count);
    if (compareDates(date, to) > 0) return dates;
    dates.push(date);
  }
}
