import { type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { addBillingPeriods, rollForward } from './billing-dates.js';
import type { BillingRule } from './subscription.js';

/**
 * What the date math needs of a subscription: its next payment date, billing rule and, when
 * it has one, the last day it can renew.
 */
export type BillingSchedule = BillingRule & {
  nextPaymentDate: CalendarDate;
  endsOn?: CalendarDate | null;
};

/**
 * The payment dates of a schedule from `from` through `to` (both inclusive), starting at
 * its `nextPaymentDate` (earlier payments are not known) and ending at its `endsOn` (
 * no renewal after it). Each date is counted from the next payment date by whole periods,
 * so the anchor holds: a monthly subscription anchored on the 31st falls on
 * Jan 31, Feb 28 and Mar 31. Callers decide which subscriptions count (the calendar and the
 * feed take active ones).
 *
 * @example
 * billingDatesBetween(
 *   { nextPaymentDate: '2027-01-31', period: 'monthly', billingAnchorDay: 31, customDays: null },
 *   '2027-02-01',
 *   '2027-03-31',
 * ); // ['2027-02-28', '2027-03-31']
 */
export function billingDatesBetween(
  schedule: BillingSchedule,
  from: CalendarDate,
  to: CalendarDate,
): CalendarDate[] {
  const dates: CalendarDate[] = [];
  const last =
    schedule.endsOn != null && compareDates(schedule.endsOn, to) < 0 ? schedule.endsOn : to;
  const first = rollForward(schedule.nextPaymentDate, schedule, from);
  for (let step = 0; ; step += 1) {
    const date = addBillingPeriods(first, schedule, step);
    if (compareDates(date, last) > 0) return dates;
    dates.push(date);
  }
}
