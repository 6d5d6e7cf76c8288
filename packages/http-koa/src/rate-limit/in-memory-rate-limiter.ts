import type { QuotaDecision, QuotaState, RateLimiter } from './rate-limiter.js';

/** Options of {@link createInMemoryRateLimiter}. */
export interface InMemoryRateLimiterOptions {
  /** Requests allowed per window (D20 default: 1000). */
  limit: number;
  /** Window length; 3600 aligns windows to the UTC clock hour (D20). */
  windowSeconds?: number;
}

interface Window {
  startMs: number;
  used: number;
}

/** Above this many tracked keys, windows that have ended are swept away. */
const SWEEP_THRESHOLD = 10_000;

/**
 * A fixed-window {@link RateLimiter} held in this process's memory. Windows start at
 * multiples of `windowSeconds` since the Unix epoch, so hourly windows line up with the
 * UTC clock hour (D20).
 *
 * @example
 * const limiter = createInMemoryRateLimiter({ limit: 1000 });
 * limiter.consume('account:42', clock.now().getTime()).allowed;
 */
export function createInMemoryRateLimiter(options: InMemoryRateLimiterOptions): RateLimiter {
  const { limit } = options;
  const windowMs = (options.windowSeconds ?? 3600) * 1000;
  const windows = new Map<string, Window>();

  const windowStart = (nowMs: number): number => Math.floor(nowMs / windowMs) * windowMs;

  function current(key: string, nowMs: number): Window {
    const startMs = windowStart(nowMs);
    const found = windows.get(key);
    if (found && found.startMs === startMs) return found;
    if (windows.size >= SWEEP_THRESHOLD) sweep(startMs);
    const fresh = { startMs, used: 0 };
    windows.set(key, fresh);
    return fresh;
  }

  function sweep(activeStartMs: number): void {
    for (const [key, window] of windows) {
      if (window.startMs !== activeStartMs) windows.delete(key);
    }
  }

  function stateOf(window: Window): QuotaState {
    return {
      limit,
      remaining: Math.max(0, limit - window.used),
      resetAt: Math.floor((window.startMs + windowMs) / 1000),
    };
  }

  return {
    consume(key, nowMs): QuotaDecision {
      const window = current(key, nowMs);
      const allowed = window.used < limit;
      if (allowed) window.used += 1;
      return { ...stateOf(window), allowed };
    },
    peek(key, nowMs) {
      const found = windows.get(key);
      if (found && found.startMs === windowStart(nowMs)) return stateOf(found);
      return stateOf({ startMs: windowStart(nowMs), used: 0 });
    },
    refund(key, nowMs) {
      const found = windows.get(key);
      if (found && found.startMs === windowStart(nowMs) && found.used > 0) found.used -= 1;
    },
  };
}
