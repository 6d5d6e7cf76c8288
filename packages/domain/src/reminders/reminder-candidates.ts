import type { CalendarDate } from '../shared/calendar-date.js';
import type { Subscription } from '../subscriptions/subscription.js';

/**
 * Whether a reminder check must look at `subscription` when the account is reminded
 * `daysBefore` days ahead and `until` is today plus those days: it is active with
 * notifications on, and its next payment or trial end falls on or before `until`, or it
 * has offsets of its own or a notice period (whose dates the check works out). Every
 * record with a reminder due is among them, so a store may read only these instead of the
 * whole account (`SubscriptionRepository.listReminderCandidates`).
 *
 * @example
 * isReminderCandidate(aSubscription({ nextPaymentDate: '2026-12-02' }), '2026-12-02'); // true
 */
export function isReminderCandidate(subscription: Subscription, until: CalendarDate): boolean {
  if (subscription.status !== 'active' || !subscription.notificationEnabled) return false;
  return (
    subscription.nextPaymentDate <= until ||
    subscription.remindDaysBefore !== null ||
    subscription.noticeDays !== null ||
    (subscription.isTrial && subscription.trialEndsOn !== null && subscription.trialEndsOn <= until)
  );
}
