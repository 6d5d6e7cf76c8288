import { foldSubscriptions, type SubscriptionFold } from '../analytics/subscription-fold.js';
import type { NotificationSettings } from '../notifications/notification-settings.js';
import type { ReminderKind } from '../ports/reminder-delivery-log.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { daysBetween } from '../shared/calendar-date.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { DueReminder } from './due-reminder.js';

/** The settings fields that decide whether an account gets reminders at all (D16). */
export type ReminderSettings = Pick<
  NotificationSettings,
  'enabled' | 'daysBefore' | 'pushConfigured'
>;

function reminderFor(
  subscription: Subscription,
  kind: ReminderKind,
  dueDate: CalendarDate,
  today: CalendarDate,
  daysBefore: number,
): DueReminder | null {
  const daysUntil = daysBetween(today, dueDate);
  // D16: due from `daysBefore` days before the date through the date itself, so a server
  // that was down, or a subscription created inside the window, still gets its reminder.
  if (daysUntil < 0 || daysUntil > daysBefore) return null;
  return {
    accountId: subscription.accountId,
    subscriptionId: subscription.id,
    kind,
    dueDate,
    daysUntil,
    name: subscription.name,
    amountMinor: subscription.amountMinor,
    currency: subscription.currency,
    period: subscription.period,
    customDays: subscription.customDays,
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

/**
 * D16 as a one-pass fold (see {@link findDueReminders}): add every subscription of the
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
      const renewal = reminderFor(
        subscription,
        'renewal',
        subscription.nextPaymentDate,
        today,
        daysBefore,
      );
      if (renewal !== null) due.push(renewal);
      // D4: a trial changes only reminders: one more, for the day the trial ends.
      if (subscription.isTrial && subscription.trialEndsOn !== null) {
        const trialEnd = reminderFor(
          subscription,
          'trial_end',
          subscription.trialEndsOn,
          today,
          daysBefore,
        );
        if (trialEnd !== null) due.push(trialEnd);
      }
    },
    result: () => due.sort(byDateThenKindNameId),
  };
}

/**
 * D16: the reminders of one account that are due on `today` (the account's today, D5).
 * Nothing is due unless the settings exist, are `enabled` and a push endpoint is configured.
 * Each `active` subscription with `notificationEnabled` gets a `renewal` reminder for its
 * `nextPaymentDate` and, for a trial, a `trial_end` reminder for `trialEndsOn`, each while
 * `today` lies between `daysBefore` days before that date and the date itself.
 * Whether a reminder was already delivered is not decided here (see the delivery log).
 * Sorted by date, then kind, name and subscription id.
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
