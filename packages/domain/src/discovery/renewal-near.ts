import {
  addDays,
  type CalendarDate,
  calendarDateParts,
  daysBetween,
} from '../shared/calendar-date.js';
import { addBillingPeriods, monthsPerPeriod } from '../subscriptions/billing-dates.js';
import type { Subscription } from '../subscriptions/subscription.js';

/** How far a charge may be from a tracked subscription's renewal: 7 days yearly, else 3. */
export const renewalGrace = (subscription: Pick<Subscription, 'period'>): number =>
  subscription.period === 'yearly' ? 7 : 3;

/**
 * The renewal date of a subscription's schedule nearest to `date`, before or after its
 * `nextPaymentDate` (the schedule runs both ways, anchored as always), when it is within
 * `grace` days of it; otherwise null.
 *
 * @example
 * renewalNear(aSubscription({ nextPaymentDate: '2026-12-05' }), '2026-09-07', 3); // '2026-09-05'
 */
export function renewalNear(
  subscription: Subscription,
  date: CalendarDate,
  grace: number,
): CalendarDate | null {
  const next = subscription.nextPaymentDate;
  let steps: number;
  if (subscription.period === 'custom') {
    steps = Math.round(daysBetween(next, date) / subscription.customDays!);
    const renewal = addDays(next, steps * subscription.customDays!);
    return Math.abs(daysBetween(renewal, date)) <= grace ? renewal : null;
  }
  const from = calendarDateParts(next);
  const to = calendarDateParts(date);
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  steps = Math.round(months / monthsPerPeriod(subscription));
  let nearest: CalendarDate | null = null;
  for (const step of [steps - 1, steps, steps + 1]) {
    const renewal = addBillingPeriods(next, subscription, step);
    const distance = Math.abs(daysBetween(renewal, date));
    if (
      distance <= grace &&
      (nearest === null || distance < Math.abs(daysBetween(nearest, date)))
    ) {
      nearest = renewal;
    }
  }
  return nearest;
}
