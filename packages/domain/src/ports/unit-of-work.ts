import type { StoragePorts } from './storage-ports.js';

/**
 * The storage ports bound to one transaction: every call made through them runs in
 * it. Given to the work of `unitOfWork.transaction` and valid only until that work's
 * promise settles.
 */
export type TransactionPorts = StoragePorts;

/**
 * A write and its audit record commit together or not at all.
 *
 * `transaction(work)` starts a transaction, calls `work(tx)` with the storage ports bound
 * to it, commits when the promise `work` returned resolves (answering its value), and
 * rolls everything back when it rejects or throws (answering that error). What an
 * implementation must guarantee:
 *
 * - Atomic: every write made through `tx` is kept, or none is (also when the commit fails).
 * - Serialised: two transactions never see each other's uncommitted writes, and their
 *   reads and writes do not interleave in a way a one-at-a-time order could not give. On
 *   one connection that means a first-in, first-out queue: a transaction waits until the
 *   one before it has committed or rolled back (SQLite issues `BEGIN IMMEDIATE`). A call
 *   on the outer ports made while a transaction runs waits for it like a transaction.
 * - The handle is explicit: nothing is bound to a hidden context, and `work` must use
 *   `tx`, never the outer ports (on one connection that call would wait for the
 *   transaction that waits for it; the adapters of this project reject it at once in
 *   tests). Calls on `tx` after `work` has settled are rejected.
 *
 * What the caller guarantees: no network or file I/O and no slow work inside `work`
 * (hash a password before, send a message after), so a transaction holds its lock for
 * a few statements only. Clock and ids come from the outer `Ports`.
 *
 * @example
 * const created = await ports.unitOfWork.transaction(async (tx) => {
 *   await tx.subscriptions.insert(subscription);
 *   await tx.audit.append(record);
 *   return subscription;
 * });
 */
export interface UnitOfWork {
  transaction<T>(work: (tx: TransactionPorts) => Promise<T>): Promise<T>;
}
