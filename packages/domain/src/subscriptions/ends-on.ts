import { addDays, type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { type BillingSchedule, billingDatesBetween } from './billing-dates-between.js';
import { invalidSubscription } from './resolve-schedule.js';

/**
 * A write must not leave `endsOn` before the next payment date it resolves to (the
 * date sent, before roll-forward): `invalid_subscription` naming `endsOn`.
 */
export function checkEndsOn(endsOn: CalendarDate | null, nextPaymentDate: CalendarDate): void {
  if (endsOn === null || compareDates(endsOn, nextPaymentDate) >= 0) return;
  throw invalidSubscription(
    'endsOn',
    `endsOn ${endsOn} is before the next payment date ${nextPaymentDate}.`,
    'Send an endsOn on or after nextPaymentDate (the last day the subscription can renew), or null.',
  );
}

/**
 * Reactivating a subscription rolls its date forward to `nextPaymentDate`; when that
 * lies after `endsOn` the subscription has ended, and only a later `endsOn` or `null` sent
 * in the same request brings it back. The error says so, naming `endsOn`.
 */
export function checkReactivation(
  endsOn: CalendarDate | null,
  nextPaymentDate: CalendarDate,
): void {
  if (endsOn === null || compareDates(endsOn, nextPaymentDate) >= 0) return;
  throw invalidSubscription(
    'endsOn',
    `This subscription ended on ${endsOn}; reactivating it would renew on ${nextPaymentDate}, after that end.`,
    `Send, in the same request as status "active", a later endsOn (on or after ${nextPaymentDate}) or endsOn null.`,
  );
}

/**
 * The last day to cancel a renewal on `renewalDate` under a notice period of
 * `noticeDays` days: `renewalDate` minus `noticeDays`.
 *
 * @example
 * cancelByDate('2027-01-31', 30); // '2027-01-01'
 */
export function cancelByDate(renewalDate: CalendarDate, noticeDays: number): CalendarDate {
  return addDays(renewalDate, -noticeDays);
}

/**
 * The cancel-by dates from `from` through `to` (both inclusive) of a schedule with
 * a notice period of `noticeDays`, each with the renewal it avoids; that renewal may lie
 * after `to`, and none lies after the schedule's `endsOn`.
 *
 * @example
 * cancelByDatesBetween(schedule, 30, '2027-01-01', '2027-01-31');
 * // [{ date: '2027-01-01', renewal: '2027-01-31' }] for a monthly plan renewing on the 31st
 */
export function cancelByDatesBetween(
  schedule: BillingSchedule,
  noticeDays: number,
  from: CalendarDate,
  to: CalendarDate,
): Array<{ date: CalendarDate; renewal: CalendarDate }> {
  const renewals = billingDatesBetween(
    schedule,
    addDays(from, noticeDays),
    addDays(to, noticeDays),
  );
  return renewals.map((renewal) => ({ date: cancelByDate(renewal, noticeDays), renewal }));
}
