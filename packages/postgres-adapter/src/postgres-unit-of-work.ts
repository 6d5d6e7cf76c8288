import {
  isInsideTransactionOf,
  OUTER_PORT_INSIDE_TRANSACTION,
  runHolding,
  TransactionMisuseError,
  type TransactionPorts,
  type UnitOfWork,
} from '@subtrack/domain';
import type { Pool } from 'pg';
import { runTransaction, type TransactionRetryOptions } from './run-transaction.js';
import { RetryHints, TransactionSession } from './session.js';

/** How `createPostgresPorts` runs transactions (its `transactions` option). */
export interface UnitOfWorkOptions extends TransactionRetryOptions {
  /**
   * Reject with `TransactionMisuseError` a second transaction started inside the work
   * (and, through the outer ports' session, an outer port called there). Costs an
   * `AsyncLocalStorage` context per transaction: meant for tests. Default false.
   */
  detectMisuse?: boolean;
  /** Run statements prepared (named), once per connection. Default true. */
  preparedStatements?: boolean;
}

/**
 * One transaction on one pooled connection, READ COMMITTED (see `runTransaction`),
 * its work given ports bound to that connection. The write conditions are in the
 * statements' `WHERE` clauses (versions read, leases); when one does not hold because
 * another transaction wrote first, or PostgreSQL reports a serialization failure or a
 * deadlock, the whole work runs again on a fresh transaction, and past the retries the
 * caller gets `StorageUnavailableError('busy')` (503 with Retry-After). The work may
 * therefore run more than once: it must do nothing but read and write through `tx` (D43
 * already asks that).
 */
export class PostgresUnitOfWork implements UnitOfWork {
  private readonly detectMisuse: boolean;

  constructor(
    private readonly pool: Pool,
    private readonly storesOn: (session: TransactionSession) => TransactionPorts,
    private readonly options: UnitOfWorkOptions = {},
  ) {
    this.detectMisuse = options.detectMisuse ?? false;
  }

  async transaction<T>(work: (tx: TransactionPorts) => Promise<T>): Promise<T> {
    if (this.detectMisuse && isInsideTransactionOf(this)) {
      throw new TransactionMisuseError(OUTER_PORT_INSIDE_TRANSACTION);
    }
    // D51: what a lost run learnt, handed to the next run of the same work.
    const hints = new RetryHints();
    return runTransaction(this.pool, this.options, async (client) => {
      const session = new TransactionSession(client, hints, this.options.preparedStatements);
      try {
        const tx = this.storesOn(session);
        return await (this.detectMisuse ? runHolding(this, () => work(tx)) : work(tx));
      } finally {
        session.close();
      }
    });
  }
}
