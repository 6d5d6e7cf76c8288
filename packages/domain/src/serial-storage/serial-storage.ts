import type { StoragePorts } from '../ports/storage-ports.js';
import type { TransactionPorts, UnitOfWork } from '../ports/unit-of-work.js';
import { queueOf } from './serial-queue.js';
import {
  methodNames,
  pagedIterable,
  type StepRunner,
  type SynchronousPort,
} from './synchronous-port.js';
import { TRANSACTION_ENDED, TransactionMisuseError } from './transaction-misuse.js';

/** Every storage port of a store that answers at once (see {@link SynchronousPort}). */
export type SynchronousStoragePorts = {
  [K in keyof StoragePorts]: SynchronousPort<StoragePorts[K]>;
};

/** How a synchronous store begins, commits and rolls back one transaction. */
export interface SynchronousTransactions {
  begin(): void;
  commit(): void;
  /** Called after a failed `work` or commit; must leave the store as it was before `begin`. */
  rollback(): void;
}

/** Options of {@link createSerialStorage}. */
export interface SerialStorageOptions {
  /**
   * Reject at once, with a `TransactionMisuseError`, an outer port or a second transaction
   * called inside a transaction's work (which would otherwise wait forever). Costs an
   * `AsyncLocalStorage` context per transaction: meant for tests. Default false.
   */
  detectMisuse?: boolean;
  /** Turns an error of the store into the one callers get (SQLite: D36 storage faults). */
  mapError?: (error: unknown) => unknown;
  /**
   * The connection the stores run on (SQLite: the `Database`). Every set of ports built on
   * one connection shares one queue, so two of them never interleave their transactions.
   * Default: the stores object, i.e. a queue of their own.
   */
  connection?: object;
  /**
   * Awaited between two pages of a lazy read outside a transaction. SQLite passes a turn
   * of the event loop, so requests that arrived meanwhile run between pages.
   */
  betweenPages?: () => Promise<void>;
}

/** The methods of each port that read lazily, in pages (see {@link SynchronousPort}). */
const PAGED: Partial<Record<keyof StoragePorts, readonly string[]>> = {
  subscriptions: ['iterateAll'],
  payments: ['iterateAll'],
};

type Call = (...args: unknown[]) => unknown;

/** One port's methods, looked up once (a transaction builds its ports from this). */
interface PortPlan {
  name: keyof StoragePorts;
  methods: Array<{ method: string; call: Call; paged: boolean }>;
  mapError: (error: unknown) => unknown;
}

function planOf(
  stores: SynchronousStoragePorts,
  mapError: (error: unknown) => unknown,
): PortPlan[] {
  return (Object.keys(stores) as Array<keyof StoragePorts>).map((name) => {
    const store = stores[name] as unknown as Record<string, Call>;
    const paged = PAGED[name] ?? [];
    return {
      name,
      methods: methodNames(store).map((method) => {
        const call = store[method]!;
        return {
          method,
          call: (...args: unknown[]) => {
            try {
              return call.apply(store, args);
            } catch (error) {
              throw mapError(error);
            }
          },
          paged: paged.includes(method),
        };
      }),
      mapError,
    };
  });
}

function asyncPorts(
  plan: readonly PortPlan[],
  run: StepRunner,
  betweenPages?: () => Promise<void>,
): StoragePorts {
  const ports: Record<string, Record<string, unknown>> = {};
  for (const { name, methods, mapError } of plan) {
    const port: Record<string, unknown> = {};
    for (const { method, call, paged } of methods) {
      port[method] = paged
        ? (...args: unknown[]) =>
            pagedIterable(
              () => (call(...args) as Iterable<readonly unknown[]>)[Symbol.iterator](),
              run,
              mapError,
              betweenPages,
            )
        : (...args: unknown[]) => run(() => call(...args));
    }
    ports[name] = port;
  }
  return ports as unknown as StoragePorts;
}

/**
 * The asynchronous storage ports and unit of work of a store that answers at once
 * (better-sqlite3, `node:sqlite`, Maps) on one connection. Calls and transactions take
 * their turn in a first-in, first-out queue: a call on the returned ports runs at once
 * when no transaction is running (a resolved promise) and otherwise after the ones queued
 * before it; `unitOfWork.transaction(work)` waits for its turn, begins, gives `work` the
 * ports bound to it (each call runs at once), then commits, or rolls back when `work`
 * throws, and lets the next one in.
 *
 * @example
 * const { storage, unitOfWork } = createSerialStorage(stores, {
 *   begin: () => db.exec('BEGIN IMMEDIATE'),
 *   commit: () => db.exec('COMMIT'),
 *   rollback: () => db.exec('ROLLBACK'),
 * });
 */
export function createSerialStorage(
  stores: SynchronousStoragePorts,
  transactions: SynchronousTransactions,
  options: SerialStorageOptions = {},
): { storage: StoragePorts; unitOfWork: UnitOfWork } {
  const mapError = options.mapError ?? ((error: unknown) => error);
  const plan = planOf(stores, mapError);
  const queue = queueOf(options.connection ?? stores);
  if (options.detectMisuse) queue.detectMisuse = true;
  const outerRun: StepRunner = (step) => queue.run(step);
  const unitOfWork: UnitOfWork = {
    transaction: (work) =>
      queue.exclusive(async () => {
        try {
          transactions.begin();
        } catch (error) {
          throw mapError(error);
        }
        let open = true;
        const txRun: StepRunner = (step) => {
          if (!open) return Promise.reject(new TransactionMisuseError(TRANSACTION_ENDED));
          try {
            return Promise.resolve(step());
          } catch (error) {
            return Promise.reject(error);
          }
        };
        const tx: TransactionPorts = asyncPorts(plan, txRun);
        let result: Awaited<ReturnType<typeof work>>;
        try {
          result = await work(tx);
          open = false;
          transactions.commit();
        } catch (error) {
          open = false;
          transactions.rollback();
          throw mapError(error);
        }
        return result;
      }),
  };
  return { storage: asyncPorts(plan, outerRun, options.betweenPages), unitOfWork };
}
