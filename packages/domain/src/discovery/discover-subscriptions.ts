import { fromMinorUnits } from '../analytics/money.js';
import { UNPACED } from '../pacing/unpaced.js';
import type { Payment } from '../payments/payment.js';
import type { WorkPacer } from '../ports/work-pacer.js';
import { type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { rollForward } from '../subscriptions/billing-dates.js';
import { CURRENCIES, type Currency, type Subscription } from '../subscriptions/subscription.js';
import type { BankTransaction } from './bank-transaction.js';
import { billingRuleOf, scheduleDate, scheduleDay } from './billing-periods.js';
import { seriesConfidence } from './confidence.js';
import type {
  Discovery,
  DiscoveryAlert,
  DiscoveryMatch,
  DiscoverySuggestion,
} from './discovery.js';
import { findSeries, type Series } from './find-series.js';
import { type ChargeGroup, groupCharges } from './group-charges.js';
import { reconcile, type TrackedName, trackedMatch, trackedName } from './match-tracked.js';
import { counterpartyName, normalizeCounterparty } from './normalize-counterparty.js';
import { lastingStep } from './price-levels.js';

/** What a discovery reads: the statement's transactions and what the account already holds. */
export interface DiscoveryInput {
  transactions: readonly BankTransaction[];
  /** Every subscription of the account, whatever its status. */
  tracked: Iterable<Subscription> | AsyncIterable<Subscription>;
  /** Payments of the account (only those of matched subscriptions are kept). */
  payments: Iterable<Payment> | AsyncIterable<Payment>;
  today: CalendarDate;
  /** Counterparties the owner said are no subscription, as names or keys. */
  dismissed?: Iterable<string>;
}

const SUPPORTED: ReadonlySet<string> = new Set(CURRENCIES);

// A series ended when its next charge was due before the statement's last day (a later
// charge would have been booked by then).
const hasEnded = (series: Series, toDay: number) =>
  scheduleDay(series.schedule, 1) + series.schedule.spec.late < toDay;

function suggestionOf(
  group: ChargeGroup,
  series: Series,
  today: CalendarDate,
): DiscoverySuggestion {
  const rule = billingRuleOf(series.schedule);
  const step = lastingStep(series.charges);
  const latest = series.charges[series.charges.length - 1]!;
  return {
    name: counterpartyName(group.key, group.source),
    amount: fromMinorUnits(latest.amountMinor),
    currency: group.currency as Currency,
    period: rule.period,
    intervalCount: rule.period === 'custom' ? null : (rule.intervalCount ?? 1),
    customDate: rule.customDays === null ? null : String(rule.customDays),
    billingAnchorDay: rule.billingAnchorDay,
    nextPaymentDate: rollForward(scheduleDate(series.schedule, 1), rule, today),
    confidence: seriesConfidence(series),
    evidence: series.charges.map((charge) => ({
      date: charge.date,
      amount: fromMinorUnits(charge.amountMinor),
      text: charge.text,
    })),
    priceChange:
      step === null
        ? null
        : { from: fromMinorUnits(step.fromMinor), to: fromMinorUnits(step.toMinor), on: step.on },
  };
}

async function collect<T>(
  items: Iterable<T> | AsyncIterable<T>,
  pacer: WorkPacer,
  keep: (item: T) => void,
): Promise<void> {
  for await (const item of items) {
    keep(item);
    if (pacer.due()) await pacer.pause();
  }
}

/**
 * Finds the subscriptions a bank statement shows. Debits are grouped by their
 * normalized counterparty and currency (income, transfers to the owner's own accounts,
 * rent, loans and cash never count); within a group, charges one period apart with amounts
 * that agree make a series. A series the account already tracks is a match, with the
 * charges its payment history lacks and alerts (charged after cancelled, a renewal missed,
 * a new price); a series still running that it does not track, and the owner did not
 * dismiss, is a suggestion with the billing fields a create takes. Pure: the work pauses
 * whenever `pacer` says so, so a statement of 100,000 transactions never holds the thread
 * for long.
 *
 * @example
 * const { suggestions } = await discoverSubscriptions({ transactions, tracked: [], payments: [], today: '2026-11-28' });
 * // [{ name: 'Netflix', amount: 17.99, currency: 'EUR', period: 'monthly', intervalCount: 1, ... }]
 */
export async function discoverSubscriptions(
  input: DiscoveryInput,
  pacer: WorkPacer = UNPACED,
): Promise<Discovery> {
  const { transactions, today } = input;
  const groups = await groupCharges(transactions, pacer);
  const dismissed = new Set([...(input.dismissed ?? [])].map(normalizeCounterparty));
  const tracked: TrackedName[] = [];
  await collect(input.tracked, pacer, (subscription) => tracked.push(trackedName(subscription)));

  const suggestions: DiscoverySuggestion[] = [];
  const matched = new Map<
    string,
    { subscription: Subscription; series: Series; group: ChargeGroup }
  >();
  for (const group of groups.groups) {
    const candidates = tracked.filter((t) => t.subscription.currency === group.currency);
    for (const series of findSeries(group.charges)) {
      const subscription = trackedMatch(series, group.key, candidates);
      if (subscription !== null) {
        if (!matched.has(subscription.id))
          matched.set(subscription.id, { subscription, series, group });
      } else if (
        SUPPORTED.has(group.currency) &&
        !dismissed.has(group.key) &&
        !hasEnded(series, groups.toDay)
      ) {
        suggestions.push(suggestionOf(group, series, today));
      }
    }
    if (pacer.due()) await pacer.pause();
  }

  const payments = new Map<string, Map<CalendarDate, Payment>>();
  for (const id of matched.keys()) payments.set(id, new Map());
  await collect(input.payments, pacer, (payment) =>
    payments.get(payment.subscriptionId)?.set(payment.dueOn, payment),
  );
  const matches: DiscoveryMatch[] = [];
  const alerts: DiscoveryAlert[] = [];
  for (const { subscription, series, group } of matched.values()) {
    const found = reconcile({
      subscription,
      series,
      charges: group.charges,
      payments: payments.get(subscription.id)!,
      to: groups.to!,
      today,
    });
    matches.push(found.match);
    alerts.push(...found.alerts);
    if (pacer.due()) await pacer.pause();
  }

  suggestions.sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name));
  alerts.sort((a, b) => compareDates(a.date, b.date) || a.kind.localeCompare(b.kind));
  return {
    from: groups.from,
    to: groups.to,
    transactions: transactions.length,
    suggestions,
    matches,
    alerts,
  };
}
