/**
 * A port of a store that answers at once (better-sqlite3, `node:sqlite`, a Map): each
 * method returns its answer instead of a promise of it, and a lazy read (`iterateAll`)
 * yields its records in pages, each page one short read taken when the caller reaches it.
 * `createSerialStorage` turns such stores into the asynchronous ports.
 */
export type SynchronousPort<P> = { [K in keyof P]: SynchronousMethod<P[K]> };

/**
 * One method of a {@link SynchronousPort}: its answer instead of a promise of it, pages for a
 * lazy read. It distributes over `undefined`, so an optional method stays optional.
 */
export type SynchronousMethod<M> = M extends (...args: infer A) => AsyncIterable<infer R>
  ? (...args: A) => Iterable<readonly R[]>
  : M extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => R
    : M;

/** Runs one synchronous step of a store and answers its result as a promise. */
export type StepRunner = <T>(step: () => T) => Promise<T>;

/** The names of the methods of `target`, its prototypes' included (a class instance). */
export function methodNames(target: object): string[] {
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
 * An async iterable over the pages `open` yields: each page is read by one `run` step
 * when the consumer reaches it (its errors passed through `mapError`), and `betweenPages`
 * is awaited before every page but the first. Written by hand rather than as an async generator: an analytics pass takes one
 * `next()` per record (issue 7), and a resolved promise is the cheapest answer.
 */
export function pagedIterable<R>(
  open: () => Iterator<readonly R[]>,
  run: StepRunner,
  mapError: (error: unknown) => unknown,
  betweenPages?: () => Promise<void>,
): AsyncIterable<R> {
  return {
    [Symbol.asyncIterator]: (): AsyncIterator<R> => {
      let pages: Iterator<readonly R[]> | undefined;
      let page: readonly R[] = [];
      let index = 0;
      let finished = false;
      const end = (): IteratorResult<R> => {
        finished = true;
        page = [];
        pages?.return?.();
        return { value: undefined, done: true };
      };
      const nextPage = async (): Promise<IteratorResult<R>> => {
        if (pages !== undefined && betweenPages !== undefined) await betweenPages();
        let next: IteratorResult<readonly R[]>;
        try {
          next = await run(() => {
            try {
              pages ??= open();
              return pages.next();
            } catch (error) {
              throw mapError(error);
            }
          });
        } catch (error) {
          end();
          throw error;
        }
        if (next.done || finished) return end();
        page = next.value;
        index = 0;
        return iterator.next();
      };
      const iterator: AsyncIterator<R> = {
        next: () => {
          if (index < page.length) return Promise.resolve({ value: page[index++]!, done: false });
          if (finished) return Promise.resolve({ value: undefined, done: true });
          return nextPage();
        },
        return: () => Promise.resolve(end()),
      };
      return iterator;
    },
  };
}
