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

/**
 * The interleaving that breaks a read-then-write on a database server: another process's
 * write commits between two statements of one transaction (or two calls of one request).
 * Runs `first` on ports that pause right after their first call of `at` answers (in a
 * transaction or not), lets `second` (another process's request) run then, and goes on
 * once `second` has finished, or after {@link INTERLOPER_GRACE_MS} when `second` waits for
 * `first` (a row lock, or the one connection's queue). Later calls, and later runs of a
 * transaction that runs again, go straight on. `second` starts outside `first`'s
 * transaction, so a store that rejects a transaction begun inside another still
 * lets it run. Answers how each settled; throws when `first` never reached `at`.
 *
 * On a store that runs one transaction at a time the interloper simply waits its turn;
 * on PostgreSQL it commits in between unless `first` holds a lock on what it read.
 *
 * @example
 * const [a, b] = await interleave(processA, ['subscriptions', 'findById'],
 *   (paused) => patchIfMatch(paused, etag), () => patchIfMatch(processB, etag));
 */
export async function interleave<A, B>(
  ports: Ports,
  [store, method]: StoreMethod,
  first: (paused: Ports) => Promise<A>,
  second: () => Promise<B>,
): Promise<[PromiseSettledResult<A>, PromiseSettledResult<B>]> {
  const reached = aLatch();
  let fired = false;
  const interloper = (async () => {
    await reached.opened;
    return second();
  })();

  const pause = async () => {
    if (fired) return;
    fired = true;
    reached.open();
    await Promise.race([
      interloper.then(
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
      transaction: (work) =>
        ports.unitOfWork.transaction((tx: TransactionPorts) => work(withHook(tx))),
    },
  };

  const outcome = await Promise.allSettled([first(paused)]).then(([settled]) => {
    // A first side that never reached the pause point must not leave the second waiting.
    reached.open();
    return settled!;
  });
  const secondOutcome = (await Promise.allSettled([interloper]))[0]!;
  if (!fired) throw new Error(`the first side never called ${store}.${method}`);
  return [outcome, secondOutcome];
}
