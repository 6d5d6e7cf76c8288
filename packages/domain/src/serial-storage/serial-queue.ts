import {
  isInsideTransactionOf,
  OUTER_PORT_INSIDE_TRANSACTION,
  runHolding,
  TransactionMisuseError,
} from './transaction-misuse.js';

/** A waiter; answers true when it keeps the queue (a transaction), false when done (a step). */
type Waiter = () => boolean;

/**
 * First-in, first-out access to one synchronous connection. A step (one statement)
 * runs whole when it is its turn; a transaction holds the queue from its turn until its
 * work settles, so the steps and transactions queued meanwhile run after it, in the order
 * they came.
 */
export class SerialQueue {
  private held = false;
  private readonly waiting: Waiter[] = [];
  /** Reject at once what would wait for its own transaction (tests). */
  detectMisuse = false;

  /** Runs one synchronous step when it is its turn: at once when nothing holds the queue. */
  run<T>(step: () => T): Promise<T> {
    if (!this.held) {
      // The fast path (most calls): the step is synchronous, so nothing can interleave.
      try {
        return Promise.resolve(step());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    if (this.detectMisuse && isInsideTransactionOf(this)) {
      return Promise.reject(new TransactionMisuseError(OUTER_PORT_INSIDE_TRANSACTION));
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        try {
          resolve(step());
        } catch (error) {
          reject(error);
        }
        return false;
      });
    });
  }

  /** Holds the queue from its turn until `work` settles. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.held) {
      if (this.detectMisuse && isInsideTransactionOf(this)) {
        throw new TransactionMisuseError(OUTER_PORT_INSIDE_TRANSACTION);
      }
      await new Promise<void>((resolve) => {
        this.waiting.push(() => {
          resolve();
          return true;
        });
      });
    } else {
      this.held = true;
    }
    try {
      return await (this.detectMisuse ? runHolding(this, work) : work());
    } finally {
      this.release();
    }
  }

  /** Hands the queue on: waiting steps run now, in order, up to the next transaction. */
  private release(): void {
    for (let next = this.waiting.shift(); next !== undefined; next = this.waiting.shift()) {
      if (next()) return;
    }
    this.held = false;
  }
}

const queues = new WeakMap<object, SerialQueue>();

/** The one queue of `connection`: every set of ports built on it takes turns in it. */
export function queueOf(connection: object): SerialQueue {
  let queue = queues.get(connection);
  if (queue === undefined) {
    queue = new SerialQueue();
    queues.set(connection, queue);
  }
  return queue;
}
