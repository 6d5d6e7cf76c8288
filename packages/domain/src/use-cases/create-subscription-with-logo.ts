import type { WriteContext } from '../audit/write-context.js';
import { alreadyEncoded } from '../logos/already-encoded.js';
import type { EncodedLogo } from '../logos/logo.js';
import { portsInTransaction } from '../ports/ports-in-transaction.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { SubscriptionCreateInput } from '../subscriptions/subscription-input.js';
import { createSubscription } from './create-subscription.js';
import type { RollForwardPorts } from './roll-forward-account.js';
import { setLogo } from './set-logo.js';

/** The ports `createSubscriptionWithLogo` reads and writes through. */
export type CreateWithLogoPorts = Parameters<typeof createSubscription>[0] & RollForwardPorts;

/**
 * Adds a subscription and gives it a logo already re-encoded (`null`: none) as one unit:
 * when the logo cannot be stored, no subscription is added. Audited as `createSubscription`
 * and `setLogo` are.
 */
export async function createSubscriptionWithLogo(
  ports: CreateWithLogoPorts,
  ctx: WriteContext,
  input: SubscriptionCreateInput,
  logo: EncodedLogo | null,
): Promise<Subscription> {
  return ports.unitOfWork.transaction(async (tx) => {
    const inTx = portsInTransaction(ports, tx);
    const created = await createSubscription(inTx, ctx, input);
    return logo ? setLogo(inTx, alreadyEncoded(logo), ctx, created.id, logo.bytes) : created;
  });
}
