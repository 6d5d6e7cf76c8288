import {
  isInsideTransactionOf,
  OUTER_PORT_INSIDE_TRANSACTION,
  TRANSACTION_ENDED,
  TransactionMisuseError,
} from '@subtrack/domain';
import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
import { statement } from './prepared-statements.js';
import { DEFAULT_TRANSACTION_ATTEMPTS, pause } from './run-transaction.js';
import { isRetryable, translateStorageError } from './storage-errors.js';

/**
 * What one transaction has read of the rows whose writes are conditional:
 * the version of each subscription and of each account's notification settings (`null`:
 * read, and there was none). The first version read is the one kept: it is the one an
 * `If-Match` was checked against, and a later read in the same transaction that sees
 * another (a commit landed between two statements) must not move it. A later write of the
 * row holds only if the row is still at that version; otherwise another transaction wrote
 * in between, and this one runs again.
 */
export class TransactionReads {
  private readonly subscriptions = new Map<string, number | null>();
  private readonly settings = new Map<string, number | null>();

  /**
   * @param lockOnRead rows whose conditional write lost a race in an earlier run of this
   *   transaction (see {@link RetryHints}): this run locks them when it reads them.
   */
  constructor(readonly lockOnRead: RetryHints = new RetryHints()) {}

  /** Notes a subscription's version as read, unless one was read before in this transaction. */
  readSubscription(id: string, version: number | null): void {
    if (!this.subscriptions.has(id)) this.subscriptions.set(id, version);
  }

  /** The version the transaction first read, `null` for none, `undefined` when never read. */
  subscriptionVersion(id: string): number | null | undefined {
    return this.subscriptions.get(id);
  }

  /** After this transaction's own write: the version it wrote (`null`: deleted). */
  wroteSubscription(id: string, version: number | null): void {
    this.subscriptions.set(id, version);
  }

  readSettings(accountId: string, version: number | null): void {
    if (!this.settings.has(accountId)) this.settings.set(accountId, version);
  }

  settingsVersion(accountId: string): number | null | undefined {
    return this.settings.get(accountId);
  }

  wroteSettings(accountId: string, version: number): void {
    this.settings.set(accountId, version);
  }
}

/**
 * The rows a transaction's earlier runs lost a race on. Kept across the runs of one
 * transaction: the next run reads those rows with a row lock (`FOR NO KEY UPDATE`), so it
 * waits for the writer ahead of it instead of losing again, and a storm of unconditional
 * writes to one row takes turns rather than running out of retries.
 */
export class RetryHints {
  private readonly rows = new Set<string>();

  add(row: string): void {
    this.rows.add(row);
  }

  has(row: string): boolean {
    return this.rows.has(row);
  }
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

/**
 * Tries of a lone statement that hit a deadlock, a serialization failure or a lock timeout
 * (at least five, with a random pause, before the caller gets a 503), as for a
 * transaction.
 */
const STATEMENT_ATTEMPTS = DEFAULT_TRANSACTION_ATTEMPTS;

/**
 * The outer ports' session: every call is one statement on any pooled connection, committed
 * on its own. A statement is atomic, so one that lost a deadlock runs again. Storage
 * faults reach the caller as `StorageUnavailableError`.
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
    /** Run statements prepared (named): see `statement`. */
    private readonly prepared = true,
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
        return await this.pool.query<R>(statement(text, values, this.prepared));
      } catch (error) {
        if (attempt < STATEMENT_ATTEMPTS && isRetryable(error)) {
          await pause(Math.random() * 10 * 2 ** (attempt - 1));
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
  readonly reads: TransactionReads;
  private open = true;

  /**
   * @param hints what earlier runs of the same transaction lost a race on.
   * @param prepared run statements prepared (named): see `statement`.
   */
  constructor(
    private readonly client: PoolClient,
    hints: RetryHints = new RetryHints(),
    private readonly prepared = true,
  ) {
    this.reads = new TransactionReads(hints);
  }

  query<R extends QueryResultRow>(
    text: string,
    values?: readonly unknown[],
  ): Promise<QueryResult<R>> {
    if (!this.open) return Promise.reject(new TransactionMisuseError(TRANSACTION_ENDED));
    return this.client.query<R>(statement(text, values, this.prepared));
  }

  close(): void {
    this.open = false;
  }
}

/** How many rows a write changed (node-postgres answers `null` for statements without a count). */
export function affectedRows(result: QueryResult): number {
  return result.rowCount ?? 0;
}
