import { isCalendarDate, MAX_REMINDER_DAYS_BEFORE } from '@subtrack/domain';
import type { WallosRecord } from './wallos-record.js';

/** The billing fields a Wallos record gives a create body, and what to say about them. */
export interface WallosBilling {
  fields: Record<string, unknown>;
  warnings: string[];
  /** Set when the record can never renew again (cancelled before its next payment). */
  cancelled: boolean;
}

const isDate = (value: string | null): value is string => value !== null && isCalendarDate(value);

/**
 * Wallos's `start_date` -> `startedOn` (when it lies before the next payment:
 * the payments from it on are imported as its history, source import); a reminder
 * `notify_days_before` -> `remindDaysBefore` of that one offset (at most 60, said in a
 * warning when Wallos had more); a `cancellation_date` of an active record -> `endsOn` when
 * it still allows the next payment, else the record is imported cancelled, with a warning.
 * The cancellation date of an inactive record is history and is left out.
 *
 * @example
 * wallosBilling({ ...record, startDate: '2024-01-31', notifyDaysBefore: 3 }, 'Row 2 (Spotify)');
 * // { fields: { startedOn: '2024-01-31', remindDaysBefore: [3] }, warnings: [], cancelled: false }
 */
export function wallosBilling(record: WallosRecord, label: string): WallosBilling {
  const billing: WallosBilling = { fields: {}, warnings: [], cancelled: false };
  const next = record.nextPayment;
  if (isDate(record.startDate) && isDate(next) && record.startDate < next) {
    billing.fields.startedOn = record.startDate;
  }
  const days = record.notifyDaysBefore;
  if (days !== null) {
    billing.fields.remindDaysBefore = [Math.min(Math.round(days), MAX_REMINDER_DAYS_BEFORE)];
    if (days > MAX_REMINDER_DAYS_BEFORE) {
      billing.warnings.push(
        `${label}: Wallos reminds ${days} days before; subtrack reminds at most ${MAX_REMINDER_DAYS_BEFORE} days before, so it is imported with ${MAX_REMINDER_DAYS_BEFORE}.`,
      );
    }
  }
  const end = record.cancellationDate;
  if (!record.inactive && isDate(end) && isDate(next)) {
    if (end >= next) billing.fields.endsOn = end;
    else {
      billing.cancelled = true;
      billing.warnings.push(
        `${label}: Wallos cancels it on ${end}, before its next payment on ${next}, so it is imported as cancelled.`,
      );
    }
  }
  return billing;
}
