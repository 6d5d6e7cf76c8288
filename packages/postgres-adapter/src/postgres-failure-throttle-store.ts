import {
  activeBlock,
  type FailureThrottleStore,
  recordThrottleFailure,
  type ThrottlePolicy,
  type ThrottleState,
  throttleForgetAfter,
} from '@subtrack/domain';
import type { Pool } from 'pg';
import { runTransaction, type TransactionRetryOptions } from './run-transaction.js';
import type { Session } from './session.js';

interface ThrottleRow {
  // node-postgres reads timestamptz[] as Date objects (the pool's parsers cover single values).
  failures: Date[];
  blocked_until: string | null;
}

const BLOCKED_UNTIL = `SELECT blocked_until FROM failure_throttles
WHERE key = $1 AND blocked_until > $2`;
// Makes sure the row exists, so the next statement can lock it (a lock needs a row).
const ENSURE = `INSERT INTO failure_throttles (key, failures, blocked_until, forget_after)
VALUES ($1, '{}', NULL, $2) ON CONFLICT (key) DO NOTHING`;
const LOCK = 'SELECT failures, blocked_until FROM failure_throttles WHERE key = $1 FOR UPDATE';
const SAVE = `UPDATE failure_throttles SET failures = $2, blocked_until = $3, forget_after = $4
WHERE key = $1`;
// A few keys whose failures and block are over go with each failure recorded: bounded work,
// and rows of one-off addresses never pile up. SKIP LOCKED: never wait on another sweeper.
const SWEEP = `DELETE FROM failure_throttles WHERE key IN (
  SELECT key FROM failure_throttles WHERE forget_after <= $1
  ORDER BY forget_after LIMIT 20 FOR UPDATE SKIP LOCKED)`;

const toState = (row: ThrottleRow | undefined): ThrottleState | null =>
  row === undefined
    ? null
    : { failures: row.failures.map((d) => d.toISOString()), blockedUntil: row.blocked_until };

/**
 * D21, D28: failure throttles in PostgreSQL, shared by every process on the database. A
 * failure is recorded in a short transaction that locks the key's row, so failures from
 * several processes at once all count; the rule is the domain's `recordThrottleFailure`.
 */
export class PostgresFailureThrottleStore implements FailureThrottleStore {
  constructor(
    private readonly db: Session,
    private readonly pool: Pool,
    private readonly retry: TransactionRetryOptions = {},
  ) {}

  async blockedUntil(key: string, now: string): Promise<string | null> {
    const { rows } = await this.db.query<{ blocked_until: string }>(BLOCKED_UNTIL, [key, now]);
    return rows[0]?.blocked_until ?? null;
  }

  recordFailure(key: string, at: string, policy: ThrottlePolicy): Promise<string | null> {
    return runTransaction(this.pool, this.retry, async (client) => {
      await client.query(ENSURE, [key, at]);
      const row = (await client.query<ThrottleRow>(LOCK, [key])).rows[0];
      const state = recordThrottleFailure(toState(row), at, policy);
      await client.query(SAVE, [
        key,
        state.failures,
        state.blockedUntil,
        throttleForgetAfter(state, policy),
      ]);
      await client.query(SWEEP, [at]);
      return activeBlock(state, at);
    });
  }
}
