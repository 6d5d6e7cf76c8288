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

interface Entry {
  failures: number[];
  blockedUntil: number;
}

// A flood of addresses must not grow the map without end: past this many keys the oldest go.
const MAX_KEYS = 50_000;

/**
 * D28: counts failed sign-ins per address and per account, in memory (like the API's
 * invalid-key throttle, D21): a restart forgets them, which only ever unblocks early.
 */
export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  ) {}

  /** When the address may try again (ms since epoch), or null when it is not blocked. */
  addressBlockedUntil(address: string): number | null {
    return this.blockedUntil(`address:${address}`);
  }

  /** True while password sign-in to the account is blocked (links still work). */
  accountBlocked(accountId: string): boolean {
    return this.blockedUntil(`account:${accountId}`) !== null;
  }

  /** Counts one failed sign-in from `address` (and against `accountId` when one was named). */
  recordFailure(address: string, accountId: string | null): void {
    this.count(`address:${address}`, this.limits.perAddress);
    if (accountId) this.count(`account:${accountId}`, this.limits.perAccount);
  }

  private blockedUntil(key: string): number | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    return entry.blockedUntil > this.clock.now().getTime() ? entry.blockedUntil : null;
  }

  private count(key: string, limit: number): void {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key) ?? { failures: [], blockedUntil: 0 };
    entry.failures = entry.failures.filter((at) => at > now - this.limits.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= limit) {
      entry.blockedUntil = now + this.limits.blockMs;
      entry.failures = [];
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
