/** Whether a client address is blocked, and for how long (D21). */
export interface BlockState {
  blocked: boolean;
  /** Whole seconds until the block ends (`Retry-After`); 0 when not blocked. */
  retryAfterSeconds: number;
}

/**
 * D21: counts invalid-key attempts per client address and blocks an address that made
 * too many. A port like {@link RateLimiter}, so a shared store can replace the in-memory
 * implementation.
 */
export interface AuthFailureThrottle {
  check(address: string, nowMs: number): BlockState;
  /** Records one invalid-key attempt; may start a block. */
  recordFailure(address: string, nowMs: number): void;
}

/** Options of {@link createInMemoryAuthFailureThrottle} (D21 defaults: 10, 900, 900). */
export interface AuthFailureThrottleOptions {
  /** Invalid-key attempts within the window that start a block. */
  limit: number;
  /** How far back attempts count. */
  windowSeconds: number;
  /** How long a block lasts. */
  blockSeconds: number;
}

interface AddressState {
  failuresMs: number[];
  blockedUntilMs: number;
}

const SWEEP_THRESHOLD = 10_000;

/**
 * An in-memory {@link AuthFailureThrottle}: a sliding log of failure times per address.
 * The attempt that reaches the limit still gets its 401; the next request carrying an
 * `Authorization` header gets 429 (D21).
 */
export function createInMemoryAuthFailureThrottle(
  options: AuthFailureThrottleOptions,
): AuthFailureThrottle {
  const windowMs = options.windowSeconds * 1000;
  const blockMs = options.blockSeconds * 1000;
  const addresses = new Map<string, AddressState>();

  function sweep(nowMs: number): void {
    for (const [address, state] of addresses) {
      const recent = state.failuresMs.some((at) => at > nowMs - windowMs);
      if (!recent && state.blockedUntilMs <= nowMs) addresses.delete(address);
    }
  }

  return {
    check(address, nowMs) {
      const state = addresses.get(address);
      if (!state || state.blockedUntilMs <= nowMs) return { blocked: false, retryAfterSeconds: 0 };
      return {
        blocked: true,
        retryAfterSeconds: Math.max(1, Math.ceil((state.blockedUntilMs - nowMs) / 1000)),
      };
    },
    recordFailure(address, nowMs) {
      if (!addresses.has(address) && addresses.size >= SWEEP_THRESHOLD) sweep(nowMs);
      const state = addresses.get(address) ?? { failuresMs: [], blockedUntilMs: 0 };
      state.failuresMs = state.failuresMs.filter((at) => at > nowMs - windowMs);
      state.failuresMs.push(nowMs);
      if (state.failuresMs.length >= options.limit) {
        state.blockedUntilMs = nowMs + blockMs;
        // A block starts a fresh count: once it ends, the address gets the full limit again.
        state.failuresMs = [];
      }
      addresses.set(address, state);
    },
  };
}
