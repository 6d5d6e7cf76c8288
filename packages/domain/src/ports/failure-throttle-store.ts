/** D21, D28: how many failures within how long block a key, and for how long. */
export interface ThrottlePolicy {
  /** Failures within `windowMs` that start a block. */
  limit: number;
  windowMs: number;
  blockMs: number;
}

/**
 * D21, D28: failed attempts per key (a client address, an account) in a sliding window;
 * the `limit`-th failure within the window blocks the key for `blockMs` and starts a fresh
 * count. One store serves every process that shares it (D44: on PostgreSQL, every process
 * on one database), so a client cannot multiply its tries by the number of processes.
 * The rule itself is the domain's `recordThrottleFailure`; a store keeps each key's state
 * and applies the rule to it atomically.
 */
export interface FailureThrottleStore {
  /** The end of `key`'s block (RFC 3339) when it is blocked at `now`; `null` when it is not. */
  blockedUntil(key: string, now: string): Promise<string | null>;
  /**
   * Counts one failure of `key` at `at` (atomic across processes); answers the end of the
   * block it is under afterwards, or `null`.
   */
  recordFailure(key: string, at: string, policy: ThrottlePolicy): Promise<string | null>;
}
