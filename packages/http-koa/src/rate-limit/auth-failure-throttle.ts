import { randomUUID } from 'node:crypto';
import type { FailureThrottleStore, ThrottlePolicy } from '@subtrack/domain';
import { isoTimeAt } from '../iso-time.js';

/** Whether a client address is blocked, and for how long. */
export interface BlockState {
  blocked: boolean;
  /** Whole seconds until the block ends (`Retry-After`); 0 when not blocked. */
  retryAfterSeconds: number;
}

/**
 * Counts invalid-key attempts (and unknown calendar feed tokens) per client address and
 * blocks an address that made too many.
 */
export interface AuthFailureThrottle {
  check(address: string, nowMs: number): Promise<BlockState>;
  /** Records one invalid-key attempt; may start a block. Settles once it is counted. */
  recordFailure(address: string, nowMs: number): Promise<void>;
}

/** Options of {@link createAuthFailureThrottle} (D21 defaults: 10, 900, 900). */
export interface AuthFailureThrottleOptions {
  /** Invalid-key attempts within the window that start a block. */
  limit: number;
  /** How far back attempts count. */
  windowSeconds: number;
  /** How long a block lasts. */
  blockSeconds: number;
}

/**
 * The throttle key of an address's invalid-key attempts. The store is shared with the
 * web's sign-in throttle: its keys have their own prefix.
 */
export const invalidKeyThrottleKey = (address: string) => `invalid-key:address:${address}`;
const keyOf = invalidKeyThrottleKey;

// The answer of almost every check, shared rather than made per request.
const NOT_BLOCKED: BlockState = Object.freeze({ blocked: false, retryAfterSeconds: 0 });

/** A block's end as the answer's figures: blocked or not, whole seconds to wait (at least 1). */
export function blockStateOf(until: string | null, nowMs: number): BlockState {
  if (until === null) return NOT_BLOCKED;
  const seconds = Math.ceil((Date.parse(until) - nowMs) / 1000);
  return { blocked: true, retryAfterSeconds: Math.max(1, seconds) };
}

/**
 * An {@link AuthFailureThrottle} keeping its counts in `store`: the domain's in-memory store
 * for one process (SQLite), the database's for several, so a client cannot multiply
 * its tries by the number of processes. A key is cheap to check, so an attempt is counted
 * after it failed (a valid key costs no write); the attempt that reaches the limit still gets
 * its 401, and the next request carrying an `Authorization` header gets 429.
 */
export function createAuthFailureThrottle(
  store: FailureThrottleStore,
  options: AuthFailureThrottleOptions,
): AuthFailureThrottle {
  const policy: ThrottlePolicy = {
    limit: options.limit,
    windowMs: options.windowSeconds * 1000,
    blockMs: options.blockSeconds * 1000,
  };
  return {
    async check(address, nowMs) {
      return blockStateOf(await store.blockedUntil(keyOf(address), isoTimeAt(nowMs)), nowMs);
    },
    async recordFailure(address, nowMs) {
      // Attempt ids only need to be unique across processes; the ports' ids are for records.
      await store.take(keyOf(address), randomUUID(), new Date(nowMs).toISOString(), policy);
    },
  };
}
