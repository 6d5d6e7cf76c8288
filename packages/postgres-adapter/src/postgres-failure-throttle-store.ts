import {
  type FailureThrottleStore,
  giveThrottleAttempt,
  type ThrottleAttempt,
  type ThrottlePolicy,
  type ThrottleState,
  takeThrottleAttempt,
  throttleForgetAfter,
} from '@subtrack/domain';
import type { Pool, PoolClient } from 'pg';
import { COUNTER_TRANSACTION } from './counter-commit.js';
import { runTransaction, type TransactionRetryOptions } from './run-transaction.js';
import type { Session } from './session.js';

interface ThrottleRow {
  failures: ThrottleAttempt[];
  blocked_until: string | null;
  caused_block: ThrottleAttempt[];
}

const BLOCKED_UNTIL = `SELECT blocked_until FROM failure_throttles
WHERE key = $1 AND blocked_until > $2`;
// Makes sure the row exists, so the next statement can lock it (a lock needs a row).
const ENSURE = `INSERT INTO failure_throttles
  (key, failures, blocked_until, caused_block, forget_after)
VALUES ($1, '[]', NULL, '[]', $2) ON CONFLICT (key) DO NOTHING`;
const LOCK = `SELECT failures, blocked_until, caused_block FROM failure_throttles
WHERE key = $1 FOR UPDATE`;
const SAVE = `UPDATE failure_throttles
SET failures = $2, blocked_until = $3, caused_block = $4, forget_after = COALESCE($5, forget_after)
WHERE key = $1`;
// A few keys whose failures and block are over go with each attempt counted: bounded work,
// and rows of one-off addresses never pile up. SKIP LOCKED: never wait on another sweeper.
const SWEEP = `DELETE FROM failure_throttles WHERE key IN (
  SELECT key FROM failure_throttles WHERE forget_after <= $1
  ORDER BY forget_after LIMIT 20 FOR UPDATE SKIP LOCKED)`;

const toState = (row: ThrottleRow): ThrottleState => ({
  failures: row.failures,
  blockedUntil: row.blocked_until,
  causedBlock: row.caused_block,
});

async function lock(client: PoolClient, key: string): Promise<ThrottleState | null> {
  const row = (await client.query<ThrottleRow>(LOCK, [key])).rows[0];
  return row === undefined ? null : toState(row);
}

async function save(
  client: PoolClient,
  key: string,
  state: ThrottleState,
  forgetAfter: string | null,
): Promise<void> {
  await client.query(SAVE, [
    key,
    JSON.stringify(state.failures),
    state.blockedUntil,
    JSON.stringify(state.causedBlock),
    forgetAfter,
  ]);
}

/**
 * Failure throttles in PostgreSQL, shared by every process on the database. Each
 * attempt taken or given back locks its key's row in a short transaction, so attempts from
 * several processes at once all count; the rules are the domain's. Those transactions
 * commit without waiting for the disk (`COUNTER_TRANSACTION`).
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

  take(key: string, attempt: string, at: string, policy: ThrottlePolicy): Promise<string | null> {
    return runTransaction(
      this.pool,
      this.retry,
      async (client) => {
        await client.query(ENSURE, [key, at]);
        const taken = takeThrottleAttempt(await lock(client, key), attempt, at, policy);
        if (taken.refusedUntil !== null) return taken.refusedUntil;
        await save(client, key, taken.state, throttleForgetAfter(taken.state, policy));
        await client.query(SWEEP, [at]);
        return null;
      },
      COUNTER_TRANSACTION,
    );
  }

  give(key: string, attempt: string, now: string): Promise<void> {
    return runTransaction(
      this.pool,
      this.retry,
      async (client) => {
        const state = await lock(client, key);
        // The forget time stays: giving back only ever makes the state forgettable sooner.
        if (state !== null) await save(client, key, giveThrottleAttempt(state, attempt, now), null);
      },
      COUNTER_TRANSACTION,
    );
  }
}
