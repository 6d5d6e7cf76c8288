import type { FailureThrottleStore } from '../ports/failure-throttle-store.js';
import {
  activeBlock,
  giveThrottleAttempt,
  type ThrottleState,
  takeThrottleAttempt,
  throttleForgetAfter,
} from './throttle-state.js';

interface Held {
  state: ThrottleState;
  forgetAfter: string;
}

/** Above this many keys, those whose failures and block are over are forgotten. */
const SWEEP_THRESHOLD = 10_000;

/**
 * A {@link FailureThrottleStore} in this process's memory: right for one server
 * process (SQLite); a restart forgets the failures, which only ever unblocks early.
 *
 * @example
 * const throttle = createInMemoryFailureThrottleStore();
 * await throttle.take('address:192.0.2.1', attemptId, now, { limit: 10, windowMs: 900_000, blockMs: 900_000 });
 */
export function createInMemoryFailureThrottleStore(): FailureThrottleStore {
  const keys = new Map<string, Held>();
  const sweep = (now: string) => {
    for (const [key, held] of keys) if (held.forgetAfter <= now) keys.delete(key);
  };
  return {
    async blockedUntil(key, now) {
      return activeBlock(keys.get(key)?.state ?? null, now);
    },
    async take(key, attempt, at, policy) {
      const held = keys.get(key);
      if (held === undefined && keys.size >= SWEEP_THRESHOLD) sweep(at);
      const { state, refusedUntil } = takeThrottleAttempt(held?.state ?? null, attempt, at, policy);
      keys.set(key, { state, forgetAfter: throttleForgetAfter(state, policy) });
      return refusedUntil;
    },
    async give(key, attempt, now) {
      const held = keys.get(key);
      if (held !== undefined) held.state = giveThrottleAttempt(held.state, attempt, now);
    },
  };
}
