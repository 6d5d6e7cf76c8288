import type { SignInChallengeRecord } from '../members/sign-in-challenge.js';

/** Challenges of two-request sign-ins, stored by the SHA-256 of their key only. */
export interface SignInChallengeStore {
  insert(challenge: SignInChallengeRecord): Promise<void>;
  /**
   * Removes the challenge and answers it, so it works once: a second call, even a
   * concurrent one, gets null. Expiry is the caller's rule.
   */
  take(keyHash: string): Promise<SignInChallengeRecord | null>;
  /** Deletes every challenge that expired at or before `now`; answers how many. */
  deleteExpired(now: string): Promise<number>;
}
