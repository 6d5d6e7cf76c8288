/**
 * The state of one quota window as the `X-RateLimit-*` headers report it (D20).
 */
export interface QuotaState {
  /** Requests allowed in the window (`X-RateLimit-Limit`). */
  limit: number;
  /** Requests left in the window (`X-RateLimit-Remaining`). */
  remaining: number;
  /** Unix time in seconds when the window resets (`X-RateLimit-Reset`). */
  resetAt: number;
}

/** The answer to a `consume`: the state after it, and whether the request may proceed. */
export interface QuotaDecision extends QuotaState {
  allowed: boolean;
}

/**
 * A per-key request quota with fixed windows (D20). A port: the in-memory implementation
 * serves one process; a shared store (Redis, SQLite) can replace it without touching the
 * routes. Time is passed in (milliseconds since the epoch) so the caller's clock rules.
 */
export interface RateLimiter {
  /** Takes one unit from `key`'s current window when one is left. */
  consume(key: string, nowMs: number): QuotaDecision;
  /** The current window of `key` without using any of it (403 and other early answers). */
  peek(key: string, nowMs: number): QuotaState;
  /** Gives back one unit taken in the current window (a use case answered 400: D20). */
  refund(key: string, nowMs: number): void;
}
