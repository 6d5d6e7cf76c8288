import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A storage call that can never be answered, rejected at once instead of waiting
 * forever: an outer port (or a second `unitOfWork.transaction`) called inside the work of
 * a transaction on the same serialised store, or a `tx` port called after its
 * transaction ended. A bug in the caller, never a user's mistake.
 */
export class TransactionMisuseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransactionMisuseError';
  }
}

/** The message of an outer call made inside a transaction's work. */
export const OUTER_PORT_INSIDE_TRANSACTION =
  'A storage port outside the transaction was called inside the work of unitOfWork.transaction, ' +
  'where it would wait forever for the transaction it runs in: use the tx ports inside ' +
  'unitOfWork.transaction.';

/** The message of a call on a `tx` port after its transaction committed or rolled back. */
export const TRANSACTION_ENDED =
  'A tx port was called after its transaction ended: use the tx ports only inside the work of ' +
  'unitOfWork.transaction, and await every call before the work returns.';

interface Held {
  owner: object;
  outer: Held | undefined;
  /** Set when the work settled: a task it left running is no longer inside it. */
  ended: boolean;
}

// D43: which serialised stores the current async context holds a transaction of. Only
// consulted when a call would queue (so only then costs anything), and only entered when a
// store was built with `detectMisuse` (tests): production pays nothing.
const held = new AsyncLocalStorage<Held>();

/** Runs `work` marked as holding `owner`'s transaction, for {@link isInsideTransactionOf}. */
export async function runHolding<T>(owner: object, work: () => Promise<T>): Promise<T> {
  const record: Held = { owner, outer: held.getStore(), ended: false };
  try {
    return await held.run(record, work);
  } finally {
    record.ended = true;
  }
}

/** True when the current async context runs inside a transaction of `owner`. */
export function isInsideTransactionOf(owner: object): boolean {
  for (let h = held.getStore(); h !== undefined; h = h.outer) {
    if (h.owner === owner && !h.ended) return true;
  }
  return false;
}
