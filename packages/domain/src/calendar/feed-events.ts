import { foldSubscriptions, type SubscriptionFold } from '../analytics/subscription-fold.js';
import { reminderOffsets } from '../reminders/find-due-reminders.js';
import { addDays, type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { isolateBidi } from '../shared/text.js';
import { addMonthsAnchored } from '../subscriptions/billing-dates.js';
import { billingDatesBetween } from '../subscriptions/billing-dates-between.js';
import { cancelByDatesBetween } from '../subscriptions/ends-on.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { CalendarEvent } from './calendar-event.js';

/** What decides a feed's events besides the subscriptions. */
export interface FeedWindow {
  today: CalendarDate;
  /**
   * The account's `daysBefore` when its reminders are enabled, else null: no alarms. A
   * subscription's own `remindDaysBefore` takes its place for that subscription's events.
   */
  alarmDaysBefore: number | null;
}

const money = (s: Subscription): string => `${(s.amountMinor / 100).toFixed(2)} ${s.currency}`;

const within = (date: CalendarDate, today: CalendarDate, last: CalendarDate): boolean =>
  compareDates(date, today) >= 0 && compareDates(date, last) < 0;

/**
 * The "Cancel by" events of a subscription with a notice period: one per renewal
 * (up to its `endsOn`) whose cancel-by date, the renewal minus `noticeDays`, lies in the
 * feed's window; the renewal itself may lie after the window.
 */
function cancelByEvents(
  s: Subscription,
  name: string,
  window: { today: CalendarDate; last: CalendarDate; alarms: readonly number[] },
): CalendarEvent[] {
  const notice = s.noticeDays;
  if (notice === null) return [];
  const { today, last } = window;
  return cancelByDatesBetween(s, notice, today, addDays(last, -1)).map(({ renewal, date }) => ({
    uid: `${s.id}-cancel-by-${date}@subtrack`,
    date,
    summary: `Cancel by: ${name}`,
    description: `Last day to cancel ${name} (${notice} days' notice): cancelling by then avoids its renewal on ${renewal} for ${money(s)}.`,
    stamp: s.updatedAt,
    alarmDaysBefore: window.alarms,
  }));
}

/**
 * The alarms of every event of `s`: at each of its reminder days (its own `remindDaysBefore`,
 * else the account's), farthest first; none when its notifications or the account's
 * reminders are off.
 */
function alarmsOf(s: Subscription, accountDaysBefore: number | null): readonly number[] {
  if (!s.notificationEnabled || accountDaysBefore === null) return [];
  return [...reminderOffsets(s, accountDaysBefore)].sort((a, b) => b - a);
}

/**
 * The events in feed order, by date and then UID: the dates in order, each date's events
 * sorted when it is reached, so the whole list is never sorted at once (a feed of
 * 10,000 subscriptions has some 40,000 events). Read once: each date's events are let go
 * as soon as they have been read.
 */
function* inFeedOrder(byDate: Map<CalendarDate, CalendarEvent[]>): Generator<CalendarEvent> {
  // `YYYY-MM-DD` strings sort as the dates do.
  for (const date of [...byDate.keys()].sort()) {
    const events = byDate.get(date)!;
    byDate.delete(date);
    yield* events.sort((a, b) => (a.uid < b.uid ? -1 : 1));
  }
}

/**
 * D34 as a one-pass fold whose result is read lazily (see {@link feedEvents}): add every
 * subscription of the account, then iterate the events, in feed order, once. What
 * `renderIcsChunks` renders piece by piece.
 *
 * @example
 * const fold = feedEventsInOrderFold({ today: '2026-11-21', alarmDaysBefore: 3 });
 * for (const s of subscriptions) fold.add(s);
 * for (const chunk of renderIcsChunks('subtrack: Home', fold.result())) send(chunk);
 */
export function feedEventsInOrderFold(
  window: FeedWindow,
): SubscriptionFold<Iterable<CalendarEvent>> {
  const { today } = window;
  const last = addMonthsAnchored(today, 12, Number(today.slice(8, 10)));
  const byDate = new Map<CalendarDate, CalendarEvent[]>();
  const put = (event: CalendarEvent): void => {
    const events = byDate.get(event.date);
    if (events === undefined) byDate.set(event.date, [event]);
    else events.push(event);
  };
  return {
    add(s) {
      if (s.status !== 'active') return;
      const alarms = alarmsOf(s, window.alarmDaysBefore);
      // The same texts for every renewal of one subscription: made once, shared. Issue 20: a
      // bidi control in the name or category is isolated, so it reorders nothing after it.
      const name = isolateBidi(s.name);
      const summary = `${name} ${money(s)}`;
      const description = `Renewal of ${name} (${isolateBidi(s.category)}): ${money(s)}.`;
      for (const date of billingDatesBetween(s, today, last)) {
        if (compareDates(date, last) >= 0) break;
        put({
          uid: `${s.id}-${date}@subtrack`,
          date,
          summary,
          description,
          stamp: s.updatedAt,
          alarmDaysBefore: alarms,
        });
      }
      // D39: nothing after the last day the subscription can renew.
      const trialEnd = s.isTrial ? s.trialEndsOn : null;
      if (
        trialEnd !== null &&
        within(trialEnd, today, last) &&
        (s.endsOn === null || compareDates(trialEnd, s.endsOn) <= 0)
      ) {
        put({
          uid: `${s.id}-trial-${trialEnd}@subtrack`,
          date: trialEnd,
          summary: `${name} trial ends`,
          description: `The trial of ${name} ends; then it costs ${money(s)}.`,
          stamp: s.updatedAt,
          alarmDaysBefore: alarms,
        });
      }
      for (const event of cancelByEvents(s, name, { today, last, alarms })) put(event);
    },
    result: () => inFeedOrder(byDate),
  };
}

/**
 * D34 as a one-pass fold (see {@link feedEvents}): add every subscription of the account,
 * then read the events.
 *
 * @example
 * const fold = feedEventsFold({ today: '2026-11-21', alarmDaysBefore: 3 });
 * for (const s of subscriptions) fold.add(s);
 * fold.result(); // CalendarEvent[]
 */
export function feedEventsFold(window: FeedWindow): SubscriptionFold<CalendarEvent[]> {
  const fold = feedEventsInOrderFold(window);
  return { add: (s) => fold.add(s), result: () => [...fold.result()] };
}

/**
 * One all-day event per renewal of every active subscription from today through the
 * day before the same date next year, and one per trial end in that window; none after a
 * subscription's `endsOn`; under a notice period, a "Cancel by" event on each
 * cancel-by date in the window. Each event has an alarm at each of the subscription's
 * reminder days (its `remindDaysBefore`, else the window's `alarmDaysBefore`), none when
 * the window has no `alarmDaysBefore` or the subscription's notifications are off. UIDs are `<subscription id>-<date>@subtrack` (trial
 * ends `<id>-trial-<date>@subtrack`, cancel-by dates `<id>-cancel-by-<date>@subtrack`), so
 * a calendar app updates an event instead of adding a copy. Sorted by date, then UID.
 *
 * @example
 * feedEvents(subscriptions, { today: '2026-11-21', alarmDaysBefore: 3 });
 */
export function feedEvents(
  subscriptions: Iterable<Subscription>,
  window: FeedWindow,
): CalendarEvent[] {
  return foldSubscriptions(subscriptions, feedEventsFold(window));
}
