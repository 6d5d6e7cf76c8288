import { type StorageFault, StorageUnavailableError } from '@subtrack/domain';

/**
 * D36: SQLite's result codes (better-sqlite3's `SqliteError.code`, extended codes
 * included) that mean "cannot work right now" rather than a bug. Anything else stays as
 * it is (a 500 `internal_error`).
 */
export function storageFaultOf(error: unknown): StorageFault | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return null;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_IOERR')) return 'io_error';
  if (code.startsWith('SQLITE_READONLY')) return 'read_only';
  if (code.startsWith('SQLITE_CANTOPEN')) return 'cannot_open';
  return null;
}

/** D36: a storage fault becomes the domain's `StorageUnavailableError`; others pass. */
export function translateStorageError(error: unknown): unknown {
  if (error instanceof StorageUnavailableError) return error;
  const fault = storageFaultOf(error);
  return fault === null ? error : new StorageUnavailableError(fault, { cause: error });
}

function isLazyIterable(value: unknown): value is Iterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function'
  );
}

function* translatedIteration<T>(items: Iterable<T>): Generator<T> {
  try {
    yield* items;
  } catch (error) {
    throw translateStorageError(error);
  }
}

function methodNames(target: object): string[] {
  const names = new Set<string>();
  for (let o = target; o !== Object.prototype && o !== null; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name !== 'constructor' && typeof (target as Record<string, unknown>)[name] === 'function')
        names.add(name);
    }
  }
  return [...names];
}

/**
 * D36: the same port with every method's storage faults (and those of the lazy iterables
 * it returns, e.g. `iterateAll`) thrown as `StorageUnavailableError`. Built once per
 * ports object; each call costs one extra function frame.
 */
export function withStorageErrors<T extends object>(port: T): T {
  const guarded: Record<string, unknown> = {};
  for (const name of methodNames(port)) {
    const method = (port as Record<string, (...args: unknown[]) => unknown>)[name]!;
    guarded[name] = (...args: unknown[]) => {
      try {
        const result = method.apply(port, args);
        return isLazyIterable(result) ? translatedIteration(result) : result;
      } catch (error) {
        throw translateStorageError(error);
      }
    };
  }
  return guarded as T;
}
