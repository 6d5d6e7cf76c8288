import type { Clock } from '@subtrack/domain';

/** D28's limits: failures within the window that block, and how long a block lasts. */
export interface ThrottleLimits {
  perAddress: number;
  perAccount: number;
  windowMs: number;
  blockMs: number;
}

/** D28 defaults: 10 per address, 50 per account, within 15 minutes, blocked 15 minutes. */
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perAddress: 10,
  perAccount: 50,
  windowMs: 15 * 60 * 1000,
  blockMs: 15 * 60 * 1000,
};

/** A refused attempt: the address (or account) may try again at `blockedUntil` (ms since epoch). */
export interface Refusal {
  blockedUntil: number;
}

interface Failure {
  at: number;
  attempt: number;
}

interface Entry {
  failures: Failure[];
  blockedUntil: number;
  /** The failures that started the current block (counting starts again after it). */
  causedBlock: Failure[];
}

// A flood of addresses must not grow the map without end: past this many keys the oldest go.
const MAX_KEYS = 50_000;

/**
 * One password check, counted as a failure before the (slow) hash runs. Call
 * {@link SignInAttempt.release} when the password was right; otherwise it stays counted.
 */
export class SignInAttempt {
  private readonly keys: string[];

  constructor(
    private readonly throttle: SignInThrottle,
    readonly id: number,
    addressKey: string,
  ) {
    this.keys = [addressKey];
  }

  /** Counts the attempt against the account too; a refusal (nothing counted) while it is blocked. */
  alsoAgainstAccount(accountId: string): Refusal | null {
    const key = `account:${accountId}`;
    const refusal = this.throttle.take(key, this.id);
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
      if (!failed) this.release();
    }
  }

  /**
   * No failure after all (the password was right, or it was never checked): the attempt no
   * longer counts, and a block it completed is lifted.
   */
  release(): void {
    for (const key of this.keys.splice(0)) this.throttle.give(key, this.id);
  }
}

/**
 * D28: counts failed password checks per address and per account, in memory (like the API's
 * invalid-key throttle, D21): a restart forgets them, which only ever unblocks early.
 *
 * Issue 20: an attempt is reserved (counted as a failure) before its password is hashed, in
 * one synchronous step, so parallel requests cannot all pass the check while the first
 * hashes are still running: of 40 parallel wrong passwords from one address, 10 are hashed
 * and 30 refused. A right password gives its reservation back (`release`), so in the end
 * only failures count, as D28 says; while it is being checked it counts, which can refuse a
 * parallel attempt early, never let one more through.
 */
export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();
  private nextAttempt = 1;

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  ) {}

  /** Counts an attempt from `address` before its check, or refuses it while the address is blocked. */
  reserve(address: string): SignInAttempt | Refusal {
    const id = this.nextAttempt++;
    const key = `address:${address}`;
    return this.take(key, id) ?? new SignInAttempt(this, id, key);
  }

  /** @internal Counts `attempt` under `key`, or refuses while `key` is blocked. */
  take(key: string, attempt: number): Refusal | null {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key) ?? { failures: [], blockedUntil: 0, causedBlock: [] };
    if (entry.blockedUntil > now) return { blockedUntil: entry.blockedUntil };
    entry.causedBlock = [];
    entry.failures = entry.failures.filter((failure) => failure.at > now - this.limits.windowMs);
    entry.failures.push({ at: now, attempt });
    if (entry.failures.length >= this.limitOf(key)) {
      entry.blockedUntil = now + this.limits.blockMs;
      entry.causedBlock = entry.failures;
      entry.failures = [];
    }
    this.store(key, entry);
    return null;
  }

  /** @internal Takes `attempt` back from `key`: it turned out not to be a failure. */
  give(key: string, attempt: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    const others = (failure: Failure) => failure.attempt !== attempt;
    entry.failures = entry.failures.filter(others);
    const cause = entry.causedBlock.filter(others);
    if (
      cause.length < entry.causedBlock.length &&
      entry.blockedUntil > this.clock.now().getTime()
    ) {
      // One of the attempts that made up the block was no failure: the block was premature.
      // The others stay counted.
      entry.failures = [...cause, ...entry.failures];
      entry.blockedUntil = 0;
      entry.causedBlock = [];
    }
  }

  private limitOf(key: string): number {
    return key.startsWith('account:') ? this.limits.perAccount : this.limits.perAddress;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/** True when {@link SignInThrottle.reserve} refused. */
export function isRefusal(value: SignInAttempt | Refusal): value is Refusal {
  return !(value instanceof SignInAttempt);
}
