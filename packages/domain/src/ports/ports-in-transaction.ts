import type { Ports } from './ports.js';
import type { TransactionPorts } from './unit-of-work.js';

/**
 * The `Ports` for running a use case inside a transaction the caller already holds,
 * so that its writes commit with the caller's (the HTTP layer checks `If-Match` and stores
 * an idempotent answer in the transaction of the write itself). Storage calls go to `tx`;
 * the use case's own `unitOfWork.transaction(work)` runs `work(tx)` inside the caller's
 * transaction. Clock, ids, randomness and the password hasher are those of `ports`. Use it
 * only inside the work that received `tx`; an error the use case throws rolls back the
 * whole transaction when it reaches the caller's work.
 *
 * @example
 * await ports.unitOfWork.transaction(async (tx) => {
 *   const updated = await updateSubscription(portsInTransaction(ports, tx), ctx, id, patch);
 *   await completeIdempotentRequest(tx, scope, answerOf(updated));
 * });
 */
export function portsInTransaction<P extends Pick<Ports, 'unitOfWork'>>(
  ports: P,
  tx: TransactionPorts,
): P {
  return { ...ports, ...tx, unitOfWork: { transaction: (work) => work(tx) } };
}
