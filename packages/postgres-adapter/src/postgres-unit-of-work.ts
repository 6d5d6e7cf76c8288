import {
  isInsideTransactionOf,
  OUTER_PORT_INSIDE_TRANSACTION,
  runHolding,
  TransactionMisuseError,
  type TransactionPorts,
  type UnitOfWork,
} from '@subtrack/domain';
import type { Pool, PoolClient } from 'pg';
import { TransactionSession } from './session.js';
import { isRetryable, translateStorageError } from './storage-errors.js';

/** How often a transaction runs before a conflict becomes a 503, and the back-off between. */
export interface TransactionRetryOptions {
  /** Runs of one transaction at most (D44). Default 5. */
  maxAttempts?: number;
  /** The first back-off's upper bound in ms; it doubles each time, a random share of it is waited. Default 10. */
  baseDelayMs?: number;
  /**
   * D43: reject with `TransactionMisuseError` a second transaction started inside the work
   * (and, through the outer ports' session, an outer port called there). Costs an
   * `AsyncLocalStorage` context per transaction: meant for tests. Default false.
   */
  detectMisuse?: boolean;
}

export const DEFAULT_TRANSACTION_ATTEMPTS = 5;
const DEFAULT_BASE_DELAY_MS = 10;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * D43, D44: one transaction on one pooled connection: `BEGIN ISOLATION LEVEL READ COMMITTED`,
 * the work with ports bound to that connection, `COMMIT`, or `ROLLBACK` when the work throws.
 * The write conditions are in the statements' `WHERE` clauses (versions read, leases); when
 * one does not hold because another transaction wrote first, or PostgreSQL reports a
 * serialization failure (40001) or a deadlock (40P01), the whole work runs again on a fresh
 * transaction after a short random pause, up to `maxAttempts` runs; then the caller gets
 * `StorageUnavailableError('busy')` (503 with Retry-After). The work may therefore run more
 * than once: it must do nothing but read and write through `tx` (D43 already asks that).
 */
export class PostgresUnitOfWork implements UnitOfWork {
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly detectMisuse: boolean;

  constructor(
    private readonly pool: Pool,
    private readonly storesOn: (session: TransactionSession) => TransactionPorts,
    options: TransactionRetryOptions = {},
  ) {
    this.maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_TRANSACTION_ATTEMPTS);
    this.baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
    this.detectMisuse = options.detectMisuse ?? false;
  }

  async transaction<T>(work: (tx: TransactionPorts) => Promise<T>): Promise<T> {
    if (this.detectMisuse && isInsideTransactionOf(this)) {
      throw new TransactionMisuseError(OUTER_PORT_INSIDE_TRANSACTION);
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.runOnce(work);
      } catch (error) {
        if (attempt < this.maxAttempts && isRetryable(error)) {
          await pause(Math.random() * this.baseDelayMs * 2 ** (attempt - 1));
          continue;
        }
        throw translateStorageError(error);
      }
    }
  }

  private async runOnce<T>(work: (tx: TransactionPorts) => Promise<T>): Promise<T> {
    const client: PoolClient = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    const session = new TransactionSession(client);
    // A connection whose ROLLBACK failed is broken: the pool drops it instead of reusing it.
    let broken: Error | undefined;
    try {
      const tx = this.storesOn(session);
      const result = await (this.detectMisuse ? runHolding(this, () => work(tx)) : work(tx));
      session.close();
      await client.query('COMMIT');
      return result;
    } catch (error) {
      session.close();
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }
}
