import type { QuotaCount, RequestQuotaStore } from '@subtrack/domain';

/**
 * The state of one quota window as the `X-RateLimit-*` headers report it.
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
 * A per-key request quota with fixed windows, in the headers' terms. Time is passed in
 * (milliseconds since the epoch) so the caller's clock rules: on PostgreSQL that is the
 * database server's, so every process names the same window.
 */
export interface RateLimiter {
  /** Takes one unit from `key`'s current window when one is left. */
  consume(key: string, nowMs: number): Promise<QuotaDecision>;
  /** The current window of `key` without using any of it (403 and other early answers). */
  peek(key: string, nowMs: number): Promise<QuotaState>;
  /** Gives back one unit taken in the current window (a use case answered 400: D20). */
  refund(key: string, nowMs: number): Promise<void>;
  /**
   * The window a request at `nowMs` counts in, named as the store names it, and the limit:
   * what a caller counting elsewhere (the API's one-statement admission) passes on.
   */
  windowAt(nowMs: number): { window: string; limit: number };
  /** The headers' figures for a count made elsewhere in the window of `nowMs`. */
  decisionOf(count: QuotaCount, nowMs: number): QuotaDecision;
}

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Requests allowed per window (D20 default: 1000). */
  limit: number;
  /** Window length; 3600 aligns windows to the UTC clock hour. */
  windowSeconds?: number;
}

/**
 * A fixed-window {@link RateLimiter} counting in `store`: the domain's in-memory store for one
 * process (SQLite), the database's for several (N processes count one quota). Windows
 * start at multiples of `windowSeconds` since the Unix epoch, so hourly windows line up with
 * the UTC clock hour, and are named to the store by their start (RFC 3339).
 *
 * @example
 * const limiter = createRateLimiter(createInMemoryRequestQuotaStore(), { limit: 1000 });
 * (await limiter.consume('account:42', clock.now().getTime())).allowed;
 */
export function createRateLimiter(
  store: RequestQuotaStore,
  options: RateLimiterOptions,
): RateLimiter {
  const { limit } = options;
  const windowMs = (options.windowSeconds ?? 3600) * 1000;
  const windowStart = (nowMs: number): number => Math.floor(nowMs / windowMs) * windowMs;
  // Issue 25: every request names its window twice (peek, then consume); it changes once
  // an hour, so the last name is kept.
  let namedStartMs = Number.NaN;
  let namedWindow = '';
  const windowName = (startMs: number): string => {
    if (startMs !== namedStartMs) {
      namedWindow = new Date(startMs).toISOString();
      namedStartMs = startMs;
    }
    return namedWindow;
  };
  const stateOf = (startMs: number, used: number): QuotaState => ({
    limit,
    remaining: Math.max(0, limit - used),
    resetAt: Math.floor((startMs + windowMs) / 1000),
  });
  // Field by field, not a spread of `stateOf`'s answer: a field added after a spread gives
  // every request's decision a new hidden class.
  const decisionOf = ({ counted, used }: QuotaCount, nowMs: number): QuotaDecision => {
    const { remaining, resetAt } = stateOf(windowStart(nowMs), used);
    return { limit, remaining, resetAt, allowed: counted };
  };
  return {
    async consume(key, nowMs) {
      return decisionOf(await store.consume(key, windowName(windowStart(nowMs)), limit), nowMs);
    },
    async peek(key, nowMs) {
      const startMs = windowStart(nowMs);
      return stateOf(startMs, await store.used(key, windowName(startMs)));
    },
    refund: (key, nowMs) => store.refund(key, windowName(windowStart(nowMs))),
    windowAt: (nowMs) => ({ window: windowName(windowStart(nowMs)), limit }),
    decisionOf,
  };
}
