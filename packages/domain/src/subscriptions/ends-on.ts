import { addDays, type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { invalidSubscription } from './resolve-schedule.js';

/**
 * D39: a write must not leave `endsOn` before the next payment date it resolves to (the
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
 * D39: reactivating a subscription rolls its date forward to `nextPaymentDate`; when that
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
 * D39: the last day to cancel a renewal on `renewalDate` under a notice period of
 * `noticeDays` days: `renewalDate` minus `noticeDays`.
 *
 * @example
 * cancelByDate('2027-01-31', 30); // '2027-01-01'
 */
export function cancelByDate(renewalDate: CalendarDate, noticeDays: number): CalendarDate {
  return addDays(renewalDate, -noticeDays);
}
