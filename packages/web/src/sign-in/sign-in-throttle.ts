import { randomUUID } from 'node:crypto';
import {
  type Clock,
  createInMemoryFailureThrottleStore,
  type FailureThrottleStore,
  type ThrottlePolicy,
} from '@subtrack/domain';

/** D28's limits: failures within the window that block, and how long a block lasts. */
export interface ThrottleLimits {
  perAddress: number;
  perAccount: number;
  /**
   * Sign-ins begun with a passkey or an identity provider from one address: each stores a
   * challenge row before anyone is known, so they are counted too (all of them, not only
   * failures), or anyone could fill the database with them.
   */
  challengesPerAddress: number;
  windowMs: number;
  blockMs: number;
}

/**
 * D28 defaults: 10 failures per address, 50 per account, 60 sign-ins begun per address,
 * within 15 minutes, blocked 15 minutes.
 */
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perAddress: 10,
  perAccount: 50,
  challengesPerAddress: 60,
  windowMs: 15 * 60 * 1000,
  blockMs: 15 * 60 * 1000,
};

/** A refused attempt: the address (or account) may try again at `blockedUntil` (ms since epoch). */
export interface Refusal {
  blockedUntil: number;
}

/**
 * One password check, counted as a failure before the (slow) hash runs. Call
 * {@link SignInAttempt.release} when the password was right; otherwise it stays counted.
 */
export class SignInAttempt {
  private readonly keys: string[];

  constructor(
    private readonly throttle: SignInThrottle,
    readonly id: string,
    addressKey: string,
  ) {
    this.keys = [addressKey];
  }

  /** Counts the attempt against the account too; a refusal (nothing counted) while it is blocked. */
  async alsoAgainstAccount(accountId: string): Promise<Refusal | null> {
    const key = `sign-in:account:${accountId}`;
    const refusal = await this.throttle.take(key, this.id);
    if (refusal === null) this.keys.push(key);
    return refusal;
  }

  /**
   * Runs `check` as this attempt: it stays counted when `check` answers false (a failure);
   * when it answers true (right) or throws (nothing was decided) it is released.
   */
  async settle(check: () => Promise<boolean> | boolean): Promise<void> {
    let failed = false;
    try {
      failed = !(await check());
    } finally {
      if (!failed) await this.release();
    }
  }

  /**
   * No failure after all (the password was right, or it was never checked): the attempt no
   * longer counts, and a block it completed is lifted.
   */
  async release(): Promise<void> {
    for (const key of this.keys.splice(0)) await this.throttle.give(key, this.id);
  }
}

/**
 * Counts failed password checks per address and per account in a
 * `FailureThrottleStore`: this process's memory by default (one SQLite process: a restart
 * forgets them, which only ever unblocks early), the database's when several processes share
 * one PostgreSQL, so a client cannot multiply its guesses by the number of processes.
 *
 * Issue 20: an attempt is reserved (counted as a failure) before its password is hashed, so
 * parallel requests cannot all pass the check while the first hashes are still running: of
 * 40 parallel wrong passwords from one address, 10 are hashed and 30 refused (the store
 * counts each key atomically, in one process or across several). A right password gives its
 * reservation back (`release`), so in the end only failures count, as D28 says; while it is
 * being checked it counts, which can refuse a parallel attempt early, never let one more
 * through.
 */
export class SignInThrottle {
  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly store: FailureThrottleStore = createInMemoryFailureThrottleStore(),
  ) {}

  /** Counts an attempt from `address` before its check, or refuses it while the address is blocked. */
  async reserve(address: string): Promise<SignInAttempt | Refusal> {
    // Unique across processes: the attempt is given back by this id when it was right.
    const id = randomUUID();
    const key = `sign-in:address:${address}`;
    return (await this.take(key, id)) ?? new SignInAttempt(this, id, key);
  }

  /**
   * Counts a sign-in begun from `address` (a passkey's options, a trip to the provider), or
   * refuses while the address has begun too many.
   */
  beginChallenge(address: string): Promise<Refusal | null> {
    return this.take(`sign-in:challenges:${address}`, randomUUID());
  }

  /** @internal Counts `attempt` under `key`, or refuses while `key` is blocked. */
  async take(key: string, attempt: string): Promise<Refusal | null> {
    const at = this.clock.now().toISOString();
    const refusedUntil = await this.store.take(key, attempt, at, this.policyOf(key));
    return refusedUntil === null ? null : { blockedUntil: Date.parse(refusedUntil) };
  }

  /** @internal Takes `attempt` back from `key`: it turned out not to be a failure. */
  give(key: string, attempt: string): Promise<void> {
    return this.store.give(key, attempt, this.clock.now().toISOString());
  }

  private policyOf(key: string): ThrottlePolicy {
    const { perAccount, perAddress, challengesPerAddress, windowMs, blockMs } = this.limits;
    const limit = key.startsWith('sign-in:account:')
      ? perAccount
      : key.startsWith('sign-in:challenges:')
        ? challengesPerAddress
        : perAddress;
    return { limit, windowMs, blockMs };
  }
}

/** True when {@link SignInThrottle.reserve} refused. */
export function isRefusal(value: SignInAttempt | Refusal): value is Refusal {
  return !(value instanceof SignInAttempt);
}
