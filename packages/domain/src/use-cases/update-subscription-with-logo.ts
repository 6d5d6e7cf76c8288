import type { WriteContext } from '../audit/write-context.js';
import { alreadyEncoded } from '../logos/already-encoded.js';
import type { EncodedLogo } from '../logos/logo.js';
import { portsInTransaction } from '../ports/ports-in-transaction.js';
import type { SubscriptionPatchInput } from '../subscriptions/subscription-input.js';
import type { RollForwardPorts } from './roll-forward-account.js';
import { setLogo } from './set-logo.js';
import { updateSubscription } from './update-subscription.js';

/** The ports `updateSubscriptionWithLogo` reads and writes through. */
export type UpdateWithLogoPorts = Parameters<typeof updateSubscription>[0] & RollForwardPorts;

/**
 * Changes a subscription (`null`: no field changes) and gives it a logo already re-encoded
 * (`null`: keeps its own) as one unit: when the logo cannot be stored, the record is left as
 * it was. Audited as `updateSubscription` and `setLogo` are.
 */
export async function updateSubscriptionWithLogo(
  ports: UpdateWithLogoPorts,
  ctx: WriteContext,
  id: string,
  patch: SubscriptionPatchInput | null,
  logo: EncodedLogo | null,
): Promise<void> {
  await ports.unitOfWork.transaction(async (tx) => {
    const inTx = portsInTransaction(ports, tx);
    if (patch) await updateSubscription(inTx, ctx, id, patch);
    if (logo) await setLogo(inTx, alreadyEncoded(logo), ctx, id, logo.bytes);
  });
}
