import type { Ports } from '../../ports/ports.js';
import type { StoragePorts } from '../../ports/storage-ports.js';
import type { TransactionPorts } from '../../ports/unit-of-work.js';
import { aLatch } from './transaction-timing.js';

/**
 * How long a paused step waits for the interloper when the interloper does not finish:
 * it waits for the paused transaction itself (a row lock, or the one connection's queue),
 * so the paused one must go on first. Long enough for an interloper that does not wait to
 * commit on any engine; a lower bound, never a measure of speed.
 */
export const INTERLOPER_GRACE_MS = 250;

/** One store's method, named as `['subscriptions', 'findById']`. */
export type StoreMethod = {
  [S in keyof StoragePorts]: [S, keyof StoragePorts[S] & string];
}[keyof StoragePorts];

/** What {@link interleaveAfter} answers. */
export interface Interleaving {
  /**
   * The ports of the paused side: the first time one of its calls of the named method
   * answers (in a transaction or not), it lets the interloper start and waits until the
   * interloper has finished, or for {@link INTERLOPER_GRACE_MS} when the interloper waits
   * for it. Later calls, and later runs of a transaction that runs again, go straight on.
   */
  paused: Ports;
  /**
   * Runs `write` (another process's request) between two statements of the paused side,
   * right after the pause point. Call it before the paused side starts; its answer is
   * `write`'s. Started outside the paused transaction, so a store that rejects a
   * transaction started inside another (D43) still lets it run.
   */
  interloper<T>(write: () => Promise<T>): Promise<T>;
}

/**
 * The interleaving that breaks a read-then-write on a database server: another process's
 * write commits between two statements of one transaction (or two calls of one request).
 * On a store that runs one transaction at a time the interloper simply waits its turn; on
 * PostgreSQL it commits in between unless the paused side holds a lock on what it read.
 *
 * @example
 * const race = interleaveAfter(processA, ['subscriptions', 'findById']);
 * const second = race.interloper(() => patchIfMatch(processB, etag));
 * const first = patchIfMatch(race.paused, etag);
 * await Promise.allSettled([first, second]); // exactly one may win
 */
export function interleaveAfter(ports: Ports, [store, method]: StoreMethod): Interleaving {
  const reached = aLatch();
  let interloperDone: Promise<unknown> = Promise.resolve();
  let fired = false;

  const pause = async () => {
    if (fired) return;
    fired = true;
    reached.open();
    await Promise.race([
      interloperDone.then(
        () => {},
        () => {},
      ),
      new Promise((resolve) => setTimeout(resolve, INTERLOPER_GRACE_MS)),
    ]);
  };

  const hooked = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object) as unknown;
        if (typeof value !== 'function') return value;
        if (property !== method) return value.bind(object);
        return async (...args: unknown[]) => {
          const answer = await (value as (...a: unknown[]) => Promise<unknown>).apply(object, args);
          await pause();
          return answer;
        };
      },
    });

  const withHook = <P extends StoragePorts>(storage: P): P => ({
    ...storage,
    [store]: hooked(storage[store]),
  });

  const paused: Ports = {
    ...withHook(ports),
    unitOfWork: {
      async transaction(work) {
        try {
          return await ports.unitOfWork.transaction((tx: TransactionPorts) => work(withHook(tx)));
        } finally {
          // A side that never reached the pause point must not leave the interloper waiting.
          reached.open();
        }
      },
    },
  };

  return {
    paused,
    interloper<T>(write: () => Promise<T>): Promise<T> {
      const run = (async () => {
        await reached.opened;
        return write();
      })();
      interloperDone = run;
      return run;
    },
  };
}
