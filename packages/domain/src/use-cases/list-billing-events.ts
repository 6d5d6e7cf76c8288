import { fromMinorUnits } from '../analytics/money.js';
import { pacerOf } from '../pacing/unpaced.js';
import { type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';
import { billingDatesBetween } from '../subscriptions/billing-dates-between.js';
import { cancelByDatesBetween } from '../subscriptions/ends-on.js';
import type { SubscriptionResource } from '../subscriptions/subscription.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';

/**
 * A renewal, the end of a free trial or the last day to cancel before a renewal under
 * a notice period on one day, with what the owner needs to know.
 */
export interface BillingEvent {
  date: CalendarDate;
  kind: 'renewal' | 'trial_end' | 'cancel_by';
  /** Of a `cancel_by`: the renewal that cancelling by `date` avoids (it may fall later). */
  renewalDate?: CalendarDate;
  /** The subscription with its period's details, so the amount reads "every 3 months". */
  subscription: Pick<
    SubscriptionResource,
    'id' | 'name' | 'amount' | 'currency' | 'period' | 'customDate' | 'intervalCount'
  >;
}

const KIND_ORDER = { renewal: 0, trial_end: 1, cancel_by: 2 } as const;

// By date, then name, then id (D13's order for renewals), a trial end after a renewal.
function byDateThenName(a: BillingEvent, b: BillingEvent): number {
  return (
    compareDates(a.date, b.date) ||
    compareCodePoints(a.subscription.name, b.subscription.name) ||
    compareCodePoints(a.subscription.id, b.subscription.id) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind]
  );
}

/**
 * The renewals, trial ends and cancel-by dates (a renewal minus the notice period) of
 * the account's active subscriptions from `from` through `to` (inclusive), in date order:
 * what the calendar screen shows for a month. Dates
 * are counted from each next payment date by whole periods with the anchor rules (
 * D7); paused and cancelled subscriptions renew on no day. One lazy pass over the records.
 *
 * @example
 * await listBillingEvents(ports, accountId, { from: '2026-12-01', to: '2026-12-31' });
 */
export async function listBillingEvents(
  ports: RollForwardPorts,
  accountId: string,
  range: { from: CalendarDate; to: CalendarDate },
): Promise<BillingEvent[]> {
  await rollForwardAccount(ports, accountId);
  const events: BillingEvent[] = [];
  const pacer = pacerOf(ports);
  for await (const s of ports.subscriptions.iterateAll(accountId)) {
    if (pacer.due()) await pacer.pause();
    if (s.status !== 'active') continue;
    const subscription = {
      id: s.id,
      name: s.name,
      amount: fromMinorUnits(s.amountMinor),
      currency: s.currency,
      period: s.period,
      // D38, D9: how often it renews, as the API writes it (count of days, or of periods).
      ...(s.period !== 'custom' ? { intervalCount: s.intervalCount } : {}),
      ...(s.period === 'custom' && s.customDays !== null
        ? { customDate: String(s.customDays) }
        : {}),
    };
    for (const date of billingDatesBetween(s, range.from, range.to)) {
      events.push({ date, kind: 'renewal', subscription });
    }
    const end = s.trialEndsOn;
    if (s.isTrial && end !== null && end >= range.from && end <= range.to) {
      events.push({ date: end, kind: 'trial_end', subscription });
    }
    if (s.noticeDays !== null) {
      for (const { date, renewal } of cancelByDatesBetween(s, s.noticeDays, range.from, range.to))
        events.push({ date, kind: 'cancel_by', subscription, renewalDate: renewal });
    }
  }
  return events.sort(byDateThenName);
}
