import type { ReminderDeliveryState } from '../ports/reminder-delivery-log.js';

/** The first retry waits this long; each further failure doubles it (D16 back-off). */
export const FIRST_RETRY_DELAY_MS = 60_000;
/** The wait never grows past an hour, so a receiver back the same day still gets its reminder. */
export const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * When a failed push may be tried again: 1 min after the first failure, then 2, 4, 8
 * ... minutes, at most 1 hour. `attempts` counts the failed attempts so far, this one
 * included; `failedAt` is an RFC 3339 instant. The result is an ISO instant in UTC.
 *
 * @example
 * nextRetryAt(3, '2026-03-01T08:00:00.000Z'); // '2026-03-01T08:04:00.000Z'
 */
export function nextRetryAt(attempts: number, failedAt: string): string {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
  return new Date(Date.parse(failedAt) + delay).toISOString();
}

/** What the worker does with a due reminder, given what the delivery log remembers. */
export type DeliveryDecision = 'send' | 'already_sent' | 'retry_later' | 'superseded';

/**
 * At most once per subscription, date, kind and offset: a delivered reminder is
 * never sent again, nor one recorded as superseded by a nearer one; a failed one only once
 * its back-off has passed (`now` is an RFC 3339 instant).
 */
export function decideDelivery(state: ReminderDeliveryState | null, now: string): DeliveryDecision {
  if (state === null) return 'send';
  if (state.deliveredAt !== null) return 'already_sent';
  if (state.supersededAt !== null) return 'superseded';
  if (state.nextAttemptAt !== null && Date.parse(state.nextAttemptAt) > Date.parse(now)) {
    return 'retry_later';
  }
  return 'send';
}
