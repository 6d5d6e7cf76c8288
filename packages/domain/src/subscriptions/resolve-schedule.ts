import type { CalendarDate } from '../shared/calendar-date.js';
import { DomainError } from '../shared/domain-error.js';
import { inferBillingAnchorDay, matchesBillingAnchor, nextBillingDate } from './billing-dates.js';
import {
  type BillingRule,
  MAX_INTERVAL_COUNT,
  type Period,
  type Subscription,
} from './subscription.js';

/** An `invalid_subscription` error naming the field that broke a cross-field rule. */
export function invalidSubscription(
  field: string,
  message: string,
  suggestedFix: string,
): DomainError {
  return new DomainError('invalid_subscription', message, { field, suggestedFix });
}

/** The schedule fields a create or patch may send, with the resulting period. */
export interface ScheduleChange {
  period: Period;
  nextPaymentDate?: CalendarDate | undefined;
  lastPaymentDate?: CalendarDate | undefined;
  billingAnchorDay?: number | null | undefined;
  customDays?: number | null | undefined;
  intervalCount?: number | null | undefined;
}

/** The resolved billing rule and next payment date (before D6 roll-forward). */
export interface Schedule extends BillingRule {
  nextPaymentDate: CalendarDate;
  intervalCount: number;
}

// D38: 1-36 months or 1-10 years a period, default 1; a custom period counts days in
// customDate, so a count sent with it is refused and none is kept (stored as 1). A count
// belongs to its unit: a PATCH that changes the period without sending one starts at 1.
function resolveIntervalCount(change: ScheduleChange, current: Subscription | null): number {
  const { period } = change;
  const sent = change.intervalCount;
  if (period === 'custom') {
    if (sent != null) {
      throw invalidSubscription(
        'intervalCount',
        'intervalCount applies only to monthly and yearly periods; a custom period counts days in customDate.',
        'Remove intervalCount, or send period monthly or yearly with it (every 2 weeks is custom with customDate "14").',
      );
    }
    return 1;
  }
  const max = MAX_INTERVAL_COUNT[period];
  if (sent != null && sent > max) {
    throw invalidSubscription(
      'intervalCount',
      `intervalCount must be at most ${max} for a ${period} period.`,
      period === 'yearly'
        ? `Send 1 to ${max} years, or period monthly with up to ${MAX_INTERVAL_COUNT.monthly} months.`
        : `Send 1 to ${max} months, or period yearly with a number of years.`,
    );
  }
  if (sent !== undefined) return sent ?? 1;
  return current !== null && current.period === period ? current.intervalCount : 1;
}

// D9: required when the resulting period is custom, rejected otherwise; a PATCH away
// from custom that omits it clears it (spec rule 3).
function resolveCustomDays(change: ScheduleChange, current: Subscription | null): number | null {
  if (change.period !== 'custom') {
    if (change.customDays != null) {
      throw invalidSubscription(
        'customDate',
        'customDate applies only when period is custom.',
        'Remove customDate, or send period "custom" with it.',
      );
    }
    return null;
  }
  const kept = current?.period === 'custom' ? current.customDays : null;
  const days = change.customDays === undefined ? kept : change.customDays;
  if (days === null) {
    throw invalidSubscription(
      'customDate',
      'customDate is required when period is custom.',
      'Send customDate as the period length in days, e.g. "30".',
    );
  }
  return days;
}

/**
 * Resolves the anchor, the custom day count, the interval count and the
 * next payment date of a create (`current` null) or of a patch applied to `current`. Each
 * broken rule is `invalid_subscription` naming its field.
 *
 * @example
 * resolveSchedule({ period: 'monthly', lastPaymentDate: '2026-01-31' }, null);
 * // { period: 'monthly', billingAnchorDay: 31, customDays: null, intervalCount: 1, nextPaymentDate: '2026-02-28' }
 */
export function resolveSchedule(change: ScheduleChange, current: Subscription | null): Schedule {
  const { period } = change;
  const suppliedAnchor = change.billingAnchorDay ?? null;
  if (period === 'custom' && suppliedAnchor !== null) {
    throw invalidSubscription(
      'billingAnchorDay',
      'A custom period has no billingAnchorDay.',
      'Remove billingAnchorDay; a custom period repeats every customDate days.',
    );
  }
  const customDays = resolveCustomDays(change, current);
  const intervalCount = resolveIntervalCount(change, current);
  // D8: nextPaymentDate wins; lastPaymentDate alone is converted below.
  const sentDate = change.nextPaymentDate ?? change.lastPaymentDate;
  const baseDate = sentDate ?? current?.nextPaymentDate;
  if (baseDate === undefined) {
    throw invalidSubscription(
      'nextPaymentDate',
      'nextPaymentDate is required.',
      'Send the upcoming renewal date as YYYY-MM-DD.',
    );
  }
  let billingAnchorDay: number | null = null;
  if (period !== 'custom') {
    // Re-sending the current date is no change: the anchor stays (Feb 28 keeps 31).
    const dateUnchanged =
      sentDate === undefined ||
      (current !== null && change.nextPaymentDate === current.nextPaymentDate);
    const keepCurrent = dateUnchanged && change.billingAnchorDay === undefined;
    // D7: inferred when omitted, re-inferred when the date changes without one. From a
    // lastPaymentDate it is that date's day, so Jan 31 leads to Feb 28 with anchor 31.
    billingAnchorDay =
      suppliedAnchor ??
      (keepCurrent ? current?.billingAnchorDay : null) ??
      inferBillingAnchorDay(baseDate);
  }
  const rule: BillingRule = { period, billingAnchorDay, customDays, intervalCount };
  const nextPaymentDate =
    change.nextPaymentDate === undefined && change.lastPaymentDate !== undefined
      ? nextBillingDate(change.lastPaymentDate, rule)
      : baseDate;
  if (suppliedAnchor !== null && !matchesBillingAnchor(nextPaymentDate, suppliedAnchor)) {
    throw invalidSubscription(
      'billingAnchorDay',
      `nextPaymentDate ${nextPaymentDate} does not fall on billingAnchorDay ${suppliedAnchor}.`,
      'Omit billingAnchorDay to infer it, or send a nextPaymentDate on that day (or the last day of a shorter month).',
    );
  }
  return { ...rule, intervalCount, nextPaymentDate };
}
