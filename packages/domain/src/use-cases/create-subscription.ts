import { requireRoomForSubscription } from '../accounts/subscription-limit.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import { planNewSubscription } from '../subscriptions/resolve-subscription.js';
import { storeNewSubscription } from '../subscriptions/store-new-subscription.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { SubscriptionCreateInput } from '../subscriptions/subscription-input.js';
import { todayForAccount } from './today-for-account.js';

/**
 * Stores a new subscription of the caller's account, its payments and its
 * `subscription.created` audit record in one transaction. A past date is
 * rolled forward first, each date passed a payment; `startedOn` fills in the history
 * before the date sent. An account that holds its limit already gets
 * `subscription_limit_reached`.
 *
 * @example
 * const sub = await createSubscription(ports, { principal, requestId: 'req-1' }, parseCreateSubscriptionBody(body));
 */
export async function createSubscription(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'limits' | 'notificationSettings'>,
  ctx: WriteContext,
  input: SubscriptionCreateInput,
): Promise<Subscription> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    // D48: counted inside the write transaction, so two creates cannot both see room.
    await requireRoomForSubscription(ports, tx, accountId);
    const now = ports.clock.now().toISOString();
    const today = await todayForAccount(ports, accountId, tx);
    const planned = planNewSubscription(input, { id: ports.ids.newId(), accountId, now, today });
    await storeNewSubscription(ports, tx, ctx, now, planned);
    return planned.subscription;
  });
}
