import {
  isInsideTransactionOf,
  OUTER_PORT_INSIDE_TRANSACTION,
  TRANSACTION_ENDED,
  TransactionMisuseError,
} from '@subtrack/domain';
import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
import { pause } from './run-transaction.js';
import { isRetryable, translateStorageError } from './storage-errors.js';

/**
 * What one transaction has read of the rows whose writes are conditional (D32, D44): the
 * version of each subscription and of each account's notification settings (`null`: read,
 * and there was none). A later write in the same transaction runs only if the row is still
 * at that version; otherwise another transaction wrote in between, and this one runs again.
 */
export class TransactionReads {
  readonly subscriptionVersions = new Map<string, number | null>();
  readonly settingsVersions = new Map<string, number | null>();
}

/** Where a store's statements run: the pool (each call on its own) or one transaction. */
export interface Session {
  query<R extends QueryResultRow = QueryResultRow>(
    text: string,
    values?: readonly unknown[],
  ): Promise<QueryResult<R>>;
  /** Inside a transaction, what it read (see {@link TransactionReads}); `null` outside. */
  readonly reads: TransactionReads | null;
}

/** Tries of a lone statement that hit a deadlock or serialization failure. */
const STATEMENT_ATTEMPTS = 3;

/**
 * The outer ports' session: every call is one statement on any pooled connection, committed
 * on its own. A statement is atomic, so one that lost a deadlock runs again (D44). Storage
 * faults reach the caller as `StorageUnavailableError` (D36).
 */
export class PoolSession implements Session {
  readonly reads = null;

  /**
   * @param misuseOwner D43, in tests: the unit of work whose transactions this session's
   *   calls must not be made from (they would run outside the transaction they sit in);
   *   such a call is rejected with `TransactionMisuseError`. `null`: no check.
   */
  constructor(
    private readonly pool: Pool,
    private readonly misuseOwner: object | null = null,
  ) {}

  async query<R extends QueryResultRow>(
    text: string,
    values?: readonly unknown[],
  ): Promise<QueryResult<R>> {
    if (this.misuseOwner !== null && isInsideTransactionOf(this.misuseOwner)) {
      throw new TransactionMisuseError(OUTER_PORT_INSIDE_TRANSACTION);
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.pool.query<R>(text, values as unknown[] | undefined);
      } catch (error) {
        if (attempt < STATEMENT_ATTEMPTS && isRetryable(error)) {
          await pause(Math.random() * 10 * attempt);
          continue;
        }
        throw translateStorageError(error);
      }
    }
  }
}

/**
 * One transaction's session: its statements run on the connection that holds it. Errors
 * are left as PostgreSQL gave them, so the unit of work can tell a retryable conflict from
 * the rest. Closed when the work settles: a call after that is a bug and is refused.
 */
export class TransactionSession implements Session {
  readonly reads = new TransactionReads();
  private open = true;

  constructor(private readonly client: PoolClient) {}

  query<R extends QueryResultRow>(
    text: string,
    values?: readonly unknown[],
  ): Promise<QueryResult<R>> {
    if (!this.open) return Promise.reject(new TransactionMisuseError(TRANSACTION_ENDED));
    return this.client.query<R>(text, values as unknown[] | undefined);
  }

  close(): void {
    this.open = false;
  }
}

/** How many rows a write changed (node-postgres answers `null` for statements without a count). */
export function affectedRows(result: QueryResult): number {
  return result.rowCount ?? 0;
}
