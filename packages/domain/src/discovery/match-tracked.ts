import { fromMinorUnits } from '../analytics/money.js';
import type { Payment } from '../payments/payment.js';
import { addDays, type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { addBillingPeriods } from '../subscriptions/billing-dates.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { Charge } from './charge.js';
import type { DiscoveryAlert, DiscoveryEvidence, DiscoveryMatch } from './discovery.js';
import type { Series } from './find-series.js';
import { normalizeCounterparty } from './normalize-counterparty.js';
import { AMOUNT_TOLERANCE, lastLevelStart, samePrice } from './price-levels.js';
import { renewalGrace, renewalNear } from './renewal-near.js';

/** A tracked subscription with its name as matching compares it. */
export interface TrackedName {
  subscription: Subscription;
  /** The name in lower case. */
  lower: string;
  /** The name as a counterparty key. */
  key: string;
}

/** A subscription prepared for {@link trackedMatch}. */
export const trackedName = (subscription: Subscription): TrackedName => ({
  subscription,
  lower: subscription.name.toLowerCase(),
  key: normalizeCounterparty(subscription.name),
});

const within = (amount: number, reference: number) =>
  Math.abs(amount - reference) <= AMOUNT_TOLERANCE * reference;

const contains = (a: string, b: string) => a !== '' && b !== '' && (a.includes(b) || b.includes(a));

/**
 * The tracked subscription a series is: the same currency, a name that contains the
 * counterparty or is contained in it (ignoring case), an amount within 20 % of the latest
 * charge, and a renewal within 3 days of every charge (7 for yearly). The nearest in
 * amount when several are; null when none is.
 */
export function trackedMatch(
  series: Series,
  key: string,
  candidates: readonly TrackedName[],
): Subscription | null {
  const latest = series.charges[series.charges.length - 1]!.amountMinor;
  let best: Subscription | null = null;
  for (const { subscription, lower, key: nameKey } of candidates) {
    if (key.length < 2 || !(contains(lower, key) || contains(nameKey, key))) continue;
    if (!within(latest, subscription.amountMinor)) continue;
    const grace = renewalGrace(subscription);
    if (!series.charges.every((charge) => renewalNear(subscription, charge.date, grace))) continue;
    if (
      best === null ||
      Math.abs(subscription.amountMinor - latest) < Math.abs(best.amountMinor - latest)
    ) {
      best = subscription;
    }
  }
  return best;
}

const evidenceOf = (charge: Charge): DiscoveryEvidence => ({
  date: charge.date,
  amount: fromMinorUnits(charge.amountMinor),
  text: charge.text,
});

/** Everything a discovery needs to reconcile one tracked subscription. */
export interface Reconciliation {
  subscription: Subscription;
  series: Series;
  /** Every charge of the series' counterparty in its currency, oldest first. */
  charges: readonly Charge[];
  /** The subscription's payments, by due date. */
  payments: ReadonlyMap<CalendarDate, Payment>;
  /** The statement's last booking date. */
  to: CalendarDate;
  today: CalendarDate;
}

// One charge per renewal date: those of the counterparty on a renewal, priced like the
// subscription or like the series, the nearest to the series' latest price.
function chargesOnRenewals(input: Reconciliation): Map<CalendarDate, Charge> {
  const { subscription, series, charges } = input;
  const latest = series.charges[series.charges.length - 1]!.amountMinor;
  const grace = renewalGrace(subscription);
  const byRenewal = new Map<CalendarDate, Charge>();
  for (const charge of charges) {
    const amount = charge.amountMinor;
    if (!within(amount, subscription.amountMinor) && !within(amount, latest)) continue;
    const renewal = renewalNear(subscription, charge.date, grace);
    if (renewal === null) continue;
    const held = byRenewal.get(renewal);
    if (held === undefined || Math.abs(amount - latest) < Math.abs(held.amountMinor - latest)) {
      byRenewal.set(renewal, charge);
    }
  }
  return byRenewal;
}

// The renewals from the first charged one until the statement's end, each `grace` days
// before it at the latest (a later one could still be booked), and never after today.
function renewalsCovered(input: Reconciliation, first: CalendarDate): CalendarDate[] {
  const { subscription, to, today } = input;
  const last = addDays(to, -renewalGrace(subscription));
  const renewals: CalendarDate[] = [];
  for (let step = 0; ; step += 1) {
    const renewal = addBillingPeriods(first, subscription, step);
    if (compareDates(renewal, last) > 0 || compareDates(renewal, today) > 0) return renewals;
    renewals.push(renewal);
  }
}

function missedRenewals(
  input: Reconciliation,
  byRenewal: ReadonlyMap<CalendarDate, Charge>,
): DiscoveryAlert[] {
  const { subscription, payments } = input;
  const dates = [...byRenewal.keys()].sort();
  if (subscription.status !== 'active' || dates.length === 0) return [];
  return renewalsCovered(input, dates[0]!)
    .filter(
      (renewal) =>
        !byRenewal.has(renewal) &&
        payments.get(renewal)?.status !== 'skipped' &&
        (subscription.startedOn === null || compareDates(renewal, subscription.startedOn) >= 0) &&
        (subscription.endsOn === null || compareDates(renewal, subscription.endsOn) <= 0),
    )
    .map((renewal) => ({
      kind: 'missed_renewal' as const,
      subscriptionId: subscription.id,
      date: renewal,
      amount: fromMinorUnits(subscription.amountMinor),
    }));
}

// The tracked price against the one charged now: a change when the last 2 charges or more
// agree on a price other than the tracked one.
function changeFromTracked(
  subscription: Subscription,
  charged: readonly Charge[],
): DiscoveryMatch['priceChange'] {
  if (charged.length < 2) return null;
  const start = lastLevelStart(charged);
  const latest = charged[charged.length - 1]!;
  if (charged.length - start < 2 || samePrice(latest.amountMinor, subscription.amountMinor)) {
    return null;
  }
  return {
    from: fromMinorUnits(subscription.amountMinor),
    to: fromMinorUnits(latest.amountMinor),
    on: charged[start]!.date,
  };
}

/**
 * A tracked subscription against its charges in the statement: the match (its charges,
 * those the payment history does not hold as paid at that amount, the change from the
 * tracked price to the one charged now) and the alerts (each charge after a cancelled
 * subscription's last renewal, each renewal an active one missed, a new price).
 */
export function reconcile(input: Reconciliation): {
  match: DiscoveryMatch;
  alerts: DiscoveryAlert[];
} {
  const { subscription, payments, today } = input;
  const byRenewal = chargesOnRenewals(input);
  const grace = renewalGrace(subscription);
  const lastRenewal = subscription.endsOn ?? subscription.nextPaymentDate;
  const cancelledBy = addDays(lastRenewal, grace);
  const alerts: DiscoveryAlert[] = [];
  const newPayments: DiscoveryMatch['newPayments'] = [];
  const entries = [...byRenewal.entries()].sort(([a], [b]) => compareDates(a, b));
  for (const [dueOn, charge] of entries) {
    if (subscription.status === 'cancelled' && compareDates(charge.date, cancelledBy) > 0) {
      alerts.push({
        kind: 'charged_after_cancel',
        subscriptionId: subscription.id,
        date: charge.date,
        amount: fromMinorUnits(charge.amountMinor),
      });
      continue;
    }
    const recorded = payments.get(dueOn);
    const known =
      recorded !== undefined &&
      recorded.status === 'paid' &&
      recorded.amountMinor === charge.amountMinor;
    if (!known && compareDates(charge.date, today) <= 0) {
      newPayments.push({ dueOn, amount: fromMinorUnits(charge.amountMinor), date: charge.date });
    }
  }
  const charged = entries.map(([, charge]) => charge);
  const priceChange = changeFromTracked(subscription, charged);
  if (priceChange !== null) {
    alerts.push({
      kind: 'price_change',
      subscriptionId: subscription.id,
      date: priceChange.on,
      amount: priceChange.to,
    });
  }
  alerts.push(...missedRenewals(input, byRenewal));
  return {
    match: {
      subscriptionId: subscription.id,
      evidence: charged.map(evidenceOf),
      newPayments,
      priceChange,
    },
    alerts,
  };
}
