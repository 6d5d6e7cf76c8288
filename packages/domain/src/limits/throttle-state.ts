import type { ThrottlePolicy } from '../ports/failure-throttle-store.js';

/** One counted attempt of a key. */
export interface ThrottleAttempt {
  /** RFC 3339 instant. */
  at: string;
  attempt: string;
}

/** What a `FailureThrottleStore` keeps of one key. */
export interface ThrottleState {
  /** The failures still in the window (since the last block), oldest first. */
  failures: ThrottleAttempt[];
  /** The end of the current or last block, or `null`. */
  blockedUntil: string | null;
  /** The failures that started the current block (given back, one lifts it). */
  causedBlock: ThrottleAttempt[];
}

/** The result of {@link takeThrottleAttempt}. */
export interface ThrottleTake {
  state: ThrottleState;
  /** The end of the block that refused the attempt, or `null` when it was counted. */
  refusedUntil: string | null;
}

const EMPTY: ThrottleState = { failures: [], blockedUntil: null, causedBlock: [] };

const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** The end of the block of `state` when it is still running at `now`, else `null`. */
export function activeBlock(state: ThrottleState | null, now: string): string | null {
  const until = state?.blockedUntil ?? null;
  return until !== null && until > now ? until : null;
}

/**
 * Counts `attempt` at `at` unless the key is blocked then (refused, nothing
 * counted). Failures older than the window no longer count; the `limit`-th within it starts
 * a block until `at + blockMs` and a fresh count, so a key whose block ended gets the full
 * limit again.
 *
 * @example
 * takeThrottleAttempt(null, 'a1', '2026-11-21T08:00:00.000Z', { limit: 1, windowMs: 60_000, blockMs: 60_000 })
 *   .state.blockedUntil; // '2026-11-21T08:01:00.000Z'
 */
export function takeThrottleAttempt(
  state: ThrottleState | null,
  attempt: string,
  at: string,
  policy: ThrottlePolicy,
): ThrottleTake {
  const current = state ?? EMPTY;
  const running = activeBlock(current, at);
  if (running !== null) return { state: current, refusedUntil: running };
  const since = Date.parse(at) - policy.windowMs;
  const failures = [...current.failures.filter((f) => Date.parse(f.at) > since), { at, attempt }];
  if (failures.length >= policy.limit) {
    return {
      state: { failures: [], blockedUntil: shift(at, policy.blockMs), causedBlock: failures },
      refusedUntil: null,
    };
  }
  return { state: { failures, blockedUntil: null, causedBlock: [] }, refusedUntil: null };
}

/**
 * `attempt` was no failure (the password was right, or never checked): it no longer
 * counts, and when it was one of the failures that started a block still running at `now`,
 * the block was premature: it is lifted and the other failures count again.
 */
export function giveThrottleAttempt(
  state: ThrottleState,
  attempt: string,
  now: string,
): ThrottleState {
  const others = (failure: ThrottleAttempt) => failure.attempt !== attempt;
  const failures = state.failures.filter(others);
  const cause = state.causedBlock.filter(others);
  if (cause.length < state.causedBlock.length && activeBlock(state, now) !== null) {
    return { failures: [...cause, ...failures], blockedUntil: null, causedBlock: [] };
  }
  return { ...state, failures };
}

/**
 * When the store may forget the key: once its block has ended and its last failure has left
 * the window, the state is the same as none.
 */
export function throttleForgetAfter(state: ThrottleState, policy: ThrottlePolicy): string {
  const ends = state.failures.map((failure) => shift(failure.at, policy.windowMs));
  if (state.blockedUntil !== null) ends.push(state.blockedUntil);
  return ends.sort().at(-1) ?? new Date(0).toISOString();
}
