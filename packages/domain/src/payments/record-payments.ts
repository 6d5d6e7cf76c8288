import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { type PaymentDraft, toPayments } from './payment.js';

/**
 * Stores the payments a write of one subscription decided on, inside that write's
 * transaction (`tx`), each with a new id. Nothing is written for none.
 */
export async function recordPayments(
  ports: Pick<Ports, 'ids'>,
  tx: StoragePorts,
  owner: { accountId: string; subscriptionId: string; now: string },
  drafts: readonly PaymentDraft[],
): Promise<void> {
  if (drafts.length === 0) return;
  await tx.payments.insertMany(toPayments(drafts, { ...owner, newId: () => ports.ids.newId() }));
}
