/** How many failures within how long block a key, and for how long. */
export interface ThrottlePolicy {
  /** Failures within `windowMs` that start a block. */
  limit: number;
  windowMs: number;
  blockMs: number;
}

/**
 * Failed attempts per key (a client address, an account) in a sliding window;
 * the `limit`-th failure within the window blocks the key for `blockMs` and starts a fresh
 * count. One store serves every process that shares it (on PostgreSQL, every process
 * on one database), so a client cannot multiply its tries by the number of processes.
 *
 * An attempt is counted before it is checked (`take`), so parallel attempts cannot all pass
 * while the first checks still run (a password hash takes a while); one that turns out
 * right is given back (`give`). The rules are the domain's `takeThrottleAttempt` and
 * `giveThrottleAttempt`; a store keeps each key's state and applies them atomically.
 */
export interface FailureThrottleStore {
  /** The end of `key`'s block (RFC 3339) when it is blocked at `now`; `null` when it is not. */
  blockedUntil(key: string, now: string): Promise<string | null>;
  /**
   * Counts `attempt` (an id unique across processes) as a failure of `key` at `at`, unless
   * the key is blocked then: answers the end of that block and counts nothing. The
   * `limit`-th failure within the window is counted and starts a block.
   */
  take(key: string, attempt: string, at: string, policy: ThrottlePolicy): Promise<string | null>;
  /**
   * `attempt` was no failure after all: it no longer counts, and a block it helped start
   * (still running at `now`) is lifted, the other failures staying counted.
   */
  give(key: string, attempt: string, now: string): Promise<void>;
}
