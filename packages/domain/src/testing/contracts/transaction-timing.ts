/** Lets every other ready task run: what a slow step inside a transaction would allow. */
export function anotherTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * `promise`, or a rejection naming `what` when it has not settled within `ms`: proves a
 * call answers at once instead of waiting forever.
 */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A gate a test opens from outside: the work awaiting `opened` goes on only then. */
export function aLatch(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
