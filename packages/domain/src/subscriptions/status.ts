import type { SubscriptionStatus } from './subscription.js';

/**
 * The status moves PATCH accepts, as an explicit table. Every move among `active`,
 * `paused` and `cancelled` is allowed, including `paused` <-> `cancelled` (cancelling a
 * paused subscription must not require reactivating it) and setting the same status
 * again. Kept as a table so a future restriction is a one-line change.
 */
export const STATUS_TRANSITIONS: Readonly<
  Record<SubscriptionStatus, readonly SubscriptionStatus[]>
> = {
  active: ['active', 'paused', 'cancelled'],
  paused: ['active', 'paused', 'cancelled'],
  cancelled: ['active', 'paused', 'cancelled'],
};

/**
 * True when a subscription may move from status `from` to status `to`.
 *
 * @example
 * canMoveStatus('paused', 'cancelled'); // true
 */
export function canMoveStatus(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}
