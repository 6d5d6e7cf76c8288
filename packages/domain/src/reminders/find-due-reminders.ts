import { foldSubscriptions, type SubscriptionFold } from '../analytics/subscription-fold.js';
import type { NotificationSettings } from '../notifications/notification-settings.js';
import type { ReminderKind } from '../ports/reminder-delivery-log.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { compareDates, daysBetween } from '../shared/calendar-date.js';
import { cancelByDate } from '../subscriptions/ends-on.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { DueReminder } from './due-reminder.js';

/** The settings fields that decide whether an account gets reminders at all. */
export type ReminderSettings = Pick<
  NotificationSettings,
  'enabled' | 'daysBefore' | 'pushConfigured'
>;

/** The offsets a subscription is reminded at: its own, or the account's `daysBefore`. */
export function reminderOffsets(subscription: Subscription, daysBefore: number): readonly number[] {
  return subscription.remindDaysBefore ?? [daysBefore];
}

function reminderFor(
  subscription: Subscription,
  kind: ReminderKind,
  dueDate: CalendarDate,
  today: CalendarDate,
  offsets: readonly number[],
): DueReminder | null {
  const daysUntil = daysBetween(today, dueDate);
  // D39: nothing is reminded for a date after the subscription's end.
  if (subscription.endsOn !== null && compareDates(dueDate, subscription.endsOn) > 0) return null;
  // D16, D42: each offset is due from that many days before the date through the date
  // itself, so a server that was down, or a subscription created inside the window, still
  // gets it; of several due at once only the nearest is sent.
  const due =
    daysUntil < 0 ? [] : offsets.filter((days) => days >= daysUntil).sort((a, b) => a - b);
  const [nearest, ...farther] = due;
  if (nearest === undefined) return null;
  return {
    accountId: subscription.accountId,
    subscriptionId: subscription.id,
    kind,
    dueDate,
    offsetDays: nearest,
    fartherOffsets: farther,
    daysUntil,
    name: subscription.name,
    amountMinor: subscription.amountMinor,
    currency: subscription.currency,
    period: subscription.period,
    customDays: subscription.customDays,
    intervalCount: subscription.intervalCount,
    ...(kind === 'cancel_by' ? { renewalDate: subscription.nextPaymentDate } : {}),
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byDateThenKindNameId(a: DueReminder, b: DueReminder): number {
  return (
    compareText(a.dueDate, b.dueDate) ||
    compareText(a.kind, b.kind) ||
    compareText(a.name, b.name) ||
    compareText(a.subscriptionId, b.subscriptionId)
  );
}

/** The dates one active subscription is reminded of: renewal, trial end, cancel-by. */
function remindedDates(s: Subscription): Array<[ReminderKind, CalendarDate]> {
  const dates: Array<[ReminderKind, CalendarDate]> = [['renewal', s.nextPaymentDate]];
  // D4: a trial changes only reminders: one more, for the day the trial ends.
  if (s.isTrial && s.trialEndsOn !== null) dates.push(['trial_end', s.trialEndsOn]);
  // D39, D42: under a notice period, the last day to cancel before the next renewal.
  if (s.noticeDays !== null)
    dates.push(['cancel_by', cancelByDate(s.nextPaymentDate, s.noticeDays)]);
  return dates;
}

/**
 * D16, D42 as a one-pass fold (see {@link findDueReminders}): add every subscription of the
 * account, then read the due reminders, sorted. Keeps only the reminders found.
 *
 * @example
 * await foldSubscriptionsAsync(ports.subscriptions.iterateAll(accountId), dueRemindersFold(settings, today));
 */
export function dueRemindersFold(
  settings: ReminderSettings | null,
  today: CalendarDate,
): SubscriptionFold<DueReminder[]> {
  const due: DueReminder[] = [];
  const wanted = settings?.enabled === true && settings.pushConfigured;
  const daysBefore = settings?.daysBefore ?? 0;
  return {
    add(subscription) {
      if (!wanted || subscription.status !== 'active' || !subscription.notificationEnabled) return;
      const offsets = reminderOffsets(subscription, daysBefore);
      for (const [kind, date] of remindedDates(subscription)) {
        const reminder = reminderFor(subscription, kind, date, today, offsets);
        if (reminder !== null) due.push(reminder);
      }
    },
    result: () => due.sort(byDateThenKindNameId),
  };
}

/**
 * The reminders of one account that are due on `today` (the account's today,
 * D5). Nothing is due unless the settings exist, are `enabled` and a push endpoint is
 * configured. Each `active` subscription with `notificationEnabled` is reminded of its
 * `nextPaymentDate` (`renewal`), of `trialEndsOn` during a trial (`trial_end`) and, with
 * `noticeDays`, of its cancel-by date (`cancel_by`), at each of its `remindDaysBefore`
 * offsets (else the account's `daysBefore`): an offset is due from that many days before
 * the date through the date itself, and of several due at once only the nearest is
 * returned (the others in `fartherOffsets`). Nothing after `endsOn`. Whether a
 * reminder was already delivered is not decided here (see the delivery log). Sorted by
 * date, then kind, name and subscription id.
 *
 * @example
 * findDueReminders(subscriptions, { enabled: true, daysBefore: 3, pushConfigured: true }, '2026-03-02');
 */
export function findDueReminders(
  subscriptions: Iterable<Subscription>,
  settings: ReminderSettings | null,
  today: CalendarDate,
): DueReminder[] {
  return foldSubscriptions(subscriptions, dueRemindersFold(settings, today));
}
