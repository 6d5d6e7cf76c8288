import type { ThrottlePolicy } from '../ports/failure-throttle-store.js';

/** What a `FailureThrottleStore` keeps of one key. */
export interface ThrottleState {
  /** RFC 3339 instants of the failures still in the window, oldest first. */
  failures: string[];
  /** The end of the block, or `null` when the key is not (or no longer) blocked. */
  blockedUntil: string | null;
}

const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * D21, D28: the state after one failure at `at`: failures older than the window no longer
 * count; the `limit`-th within it blocks the key until `at + blockMs` and clears the count,
 * so a key whose block ended gets the full limit again.
 *
 * @example
 * recordThrottleFailure(null, '2026-11-21T08:00:00.000Z', { limit: 1, windowMs: 60_000, blockMs: 60_000 });
 * // { failures: [], blockedUntil: '2026-11-21T08:01:00.000Z' }
 */
export function recordThrottleFailure(
  state: ThrottleState | null,
  at: string,
  policy: ThrottlePolicy,
): ThrottleState {
  const since = Date.parse(at) - policy.windowMs;
  const failures = [...(state?.failures ?? []).filter((f) => Date.parse(f) > since), at];
  if (failures.length >= policy.limit) {
    return { failures: [], blockedUntil: shift(at, policy.blockMs) };
  }
  const blockedUntil = state?.blockedUntil ?? null;
  return {
    failures,
    blockedUntil: blockedUntil !== null && blockedUntil > at ? blockedUntil : null,
  };
}

/** The end of the block of `state` when it is still running at `now`, else `null`. */
export function activeBlock(state: ThrottleState | null, now: string): string | null {
  const until = state?.blockedUntil ?? null;
  return until !== null && until > now ? until : null;
}

/**
 * When the store may forget the key: once its block has ended and its last failure has left
 * the window, the state is the same as none.
 */
export function throttleForgetAfter(state: ThrottleState, policy: ThrottlePolicy): string {
  const ends = state.failures.map((failure) => shift(failure, policy.windowMs));
  if (state.blockedUntil !== null) ends.push(state.blockedUntil);
  return ends.sort().at(-1) ?? new Date(0).toISOString();
}
