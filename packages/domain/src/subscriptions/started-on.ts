import type { PaymentDraft } from '../payments/payment.js';
import { type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { addBillingPeriods } from './billing-dates.js';
import { invalidSubscription, type Schedule } from './resolve-schedule.js';
import { MAX_PAYMENTS_PER_ROLL } from './roll-subscription.js';
import type { Currency } from './subscription.js';

/**
 * `startedOn` must not lie after the next payment date the write resolves to (before
 * roll-forward) nor, when it is sent, after today. Each is `invalid_subscription` naming
 * `startedOn`.
 */
export function checkStartedOn(
  startedOn: CalendarDate | null,
  nextPaymentDate: CalendarDate,
  check: { today: CalendarDate; sent: boolean },
): void {
  if (startedOn === null) return;
  if (check.sent && compareDates(startedOn, check.today) > 0) {
    throw invalidSubscription(
      'startedOn',
      `startedOn ${startedOn} is after today (${check.today}); it is the date of the first payment made.`,
      'Send the date of the first payment, today or earlier, or leave startedOn out.',
    );
  }
  if (compareDates(startedOn, nextPaymentDate) > 0) {
    throw invalidSubscription(
      'startedOn',
      `startedOn ${startedOn} is after the next payment date ${nextPaymentDate}.`,
      'Send a startedOn on or before nextPaymentDate (the first payment comes first).',
    );
  }
}

/**
 * The history a new subscription's `startedOn` fills in: one `backfill` payment per
 * renewal date of the schedule from `startedOn` up to, not including, the `nextPaymentDate`
 * sent, counted back from that date by whole periods (so the anchor holds; a `startedOn`
 * between two renewal dates starts the history at the next one). At the amount and
 * currency sent, oldest first. A renewal date after `today` is not a payment made yet, so
 * none is recorded for it (its date may still lie before the `nextPaymentDate` sent when
 * that date skips a renewal). More than {@link MAX_PAYMENTS_PER_ROLL} dates is
 * `invalid_subscription` on `startedOn`.
 *
 * @example
 * backfillPayments(quarterlyFrom('2026-01-31'), '2025-01-31', { amountMinor: 3000, currency: 'EUR' }, '2026-01-20');
 * // dueOn 2025-01-31, 2025-04-30, 2025-07-31, 2025-10-31 (source "backfill")
 */
export function backfillPayments(
  schedule: Schedule,
  startedOn: CalendarDate | null,
  price: { amountMinor: number; currency: Currency },
  today: CalendarDate,
): PaymentDraft[] {
  if (startedOn === null) return [];
  const dates: CalendarDate[] = [];
  for (let step = 1; ; step += 1) {
    const date = addBillingPeriods(schedule.nextPaymentDate, schedule, -step);
    if (compareDates(date, startedOn) < 0) break;
    if (dates.length === MAX_PAYMENTS_PER_ROLL) {
      throw invalidSubscription(
        'startedOn',
        `startedOn ${startedOn} lies more than ${MAX_PAYMENTS_PER_ROLL} renewals before nextPaymentDate; that history is too long to record.`,
        `Send a later startedOn, at most ${MAX_PAYMENTS_PER_ROLL} periods before nextPaymentDate.`,
      );
    }
    if (compareDates(date, today) <= 0) dates.push(date);
  }
  return dates.reverse().map((dueOn) => ({ dueOn, ...price, source: 'backfill' }));
}
