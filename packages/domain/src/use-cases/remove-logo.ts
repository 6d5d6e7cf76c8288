import type { WriteContext } from '../audit/write-context.js';
import { writeLogo } from '../logos/write-logo.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { getSubscription } from './get-subscription.js';
import type { RollForwardPorts } from './roll-forward-account.js';

/**
 * Removes the subscription's uploaded logo and answers the record (now with `hasLogo:
 * false`, a new `updatedAt` and version); recorded as `subscription.logo_removed` with the
 * ETag of the logo removed. A record without a logo is `logo_not_found`; an unknown or
 * another account's id `subscription_not_found`.
 *
 * @example
 * await removeLogo(ports, ctx, id); // { ..., hasLogo: false }
 */
export async function removeLogo(
  ports: RollForwardPorts,
  ctx: WriteContext,
  id: string,
): Promise<Subscription> {
  // Rolls a stale record first, so the answer shows current dates (D6).
  await getSubscription(ports, ctx.accountId, id);
  return writeLogo(ports, ctx, id, null);
}
