import type { Pool, PoolClient } from 'pg';
import { isRetryable, translateStorageError } from './storage-errors.js';

/** How often a transaction runs before a conflict becomes a 503, and the back-off between. */
export interface TransactionRetryOptions {
  /** Runs of one transaction at most. Default 5. */
  maxAttempts?: number;
  /** The first back-off's upper bound in ms; it doubles each time, a random share of it is waited. Default 10. */
  baseDelayMs?: number;
}

export const DEFAULT_TRANSACTION_ATTEMPTS = 5;
const BEGIN = 'BEGIN ISOLATION LEVEL READ COMMITTED';
const DEFAULT_BASE_DELAY_MS = 10;

/** Waits `ms` milliseconds: the back-off before a retry. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a READ COMMITTED transaction on one pooled connection: `BEGIN`, the
 * work, `COMMIT`, or `ROLLBACK` when it throws. When the work or the commit fails with a
 * retryable conflict (a write condition that did not hold, 40001, 40P01), the whole work
 * runs again on a fresh transaction after a short random pause, up to `maxAttempts` runs;
 * then, like every storage fault, the error reaches the caller as `StorageUnavailableError`.
 */
export async function runTransaction<T>(
  pool: Pool,
  options: TransactionRetryOptions,
  work: (client: PoolClient) => Promise<T>,
  /** The statement that begins it (a counter's: `COUNTER_TRANSACTION`). */
  begin: string = BEGIN,
): Promise<T> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_TRANSACTION_ATTEMPTS);
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(pool, work, begin);
    } catch (error) {
      if (attempt < maxAttempts && isRetryable(error)) {
        await pause(Math.random() * baseDelayMs * 2 ** (attempt - 1));
        continue;
      }
      throw translateStorageError(error);
    }
  }
}

async function runOnce<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  begin: string,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  // A connection whose ROLLBACK failed is broken: the pool drops it instead of reusing it.
  let broken: Error | undefined;
  try {
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
