import type { WorkPacer } from '../ports/work-pacer.js';

/**
 * Rates written by one statement or transaction of an import: 10 to 20 milliseconds of a
 * store's time, so other requests run between two batches.
 */
export const RATE_BATCH_SIZE = 2_500;

/**
 * Hands `rows` to `write` in batches of {@link RATE_BATCH_SIZE}, in order, telling it which
 * batch is the last, and pauses between batches as `pacer` says. A large import thus never
 * holds the thread or the store for long; a failure stops it, the batches before it stored.
 *
 * @example
 * await storeInBatches(rates, (batch) => ports.exchangeRates.putReferenceRates(batch), pacer);
 */
export async function storeInBatches<T>(
  rows: readonly T[],
  write: (batch: readonly T[], last: boolean) => Promise<unknown>,
  pacer: WorkPacer,
): Promise<void> {
  for (let start = 0; start < rows.length; start += RATE_BATCH_SIZE) {
    const end = Math.min(start + RATE_BATCH_SIZE, rows.length);
    await write(rows.slice(start, end), end === rows.length);
    if (pacer.due()) await pacer.pause();
  }
}
