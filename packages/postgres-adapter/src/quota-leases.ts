/**
 * The hourly request quota in blocks leased per process. Counting every API request in the
 * account's shared row made every read a write: a row lock all of one account's requests
 * queue on, a WAL record and a commit each. A process instead takes a block of units from
 * the row in one statement and hands them out one a request in memory; the row still never
 * counts past the limit, so the processes together never allow more than the limit in a
 * window. What this gives up, and its bound:
 * - a block is at most 1 % of the hourly limit (at least 1 unit, at most 100), so a limit
 *   under 200 is counted one request at a time, exactly as before;
 * - units a process took and has not used yet count as used for the other processes, so
 *   they may answer 429 (or show a lower `X-RateLimit-Remaining`) while it still holds up
 *   to a block of the account's quota;
 * - a process that stops (or crashes) with units left loses them for the rest of the
 *   window: the account gets fewer requests that hour, never more.
 * A refund (D20: a request answered 400 uses no quota) puts the unit back into the block.
 */

import type { ApiKeyScope } from '@subtrack/domain';

/** The largest block, in units; limits of 10,000 an hour or more lease this many. */
const MAX_BLOCK = 100;
/** Key ids remembered with their account; past this many, the memory starts over. */
const MAX_KEYS = 10_000;

/** Units a process takes from the shared row at once for `limit` requests a window. */
export function quotaBlockSize(limit: number): number {
  return Math.max(1, Math.min(MAX_BLOCK, Math.floor(limit / 100)));
}

interface Lease {
  window: string;
  /** The shared row's count after this process's latest lease in the window. */
  top: number;
  /** Units leased and not handed out yet. */
  left: number;
}

/** What a process knows of a key id once a request with it was admitted: it never changes. */
export interface KnownKey {
  accountId: string;
  scope: ApiKeyScope;
}

/** One process's leases, by quota key (`'account:' || account id`), and its keys' accounts. */
export class QuotaLeases {
  private readonly leases = new Map<string, Lease>();
  private readonly keys = new Map<string, KnownKey>();

  /** The account and scope of a key id, when a request with it was admitted here before. */
  keyOf(keyId: string): KnownKey | undefined {
    return this.keys.get(keyId);
  }

  /** Notes a key's account and scope: they never change, so they may be known before the key is read. */
  rememberKey(keyId: string, known: KnownKey): void {
    if (this.keys.size >= MAX_KEYS) this.keys.clear();
    this.keys.set(keyId, known);
  }

  /** Whether a unit of `key`'s quota is held in `window`, without taking it. */
  holds(key: string, window: string): boolean {
    const lease = this.leases.get(key);
    return lease !== undefined && lease.window === window && lease.left > 0;
  }

  /** Takes one held unit: the count the request is answered with, or null when none is held. */
  take(key: string, window: string): number | null {
    const lease = this.leases.get(key);
    if (lease === undefined || lease.window !== window || lease.left === 0) return null;
    lease.left -= 1;
    return lease.top - lease.left;
  }

  /**
   * Records a lease of `granted` units that brought the row to `top`, one of them used at
   * once by the request that leased them; answers that request's count.
   */
  grant(key: string, window: string, top: number, granted: number): number {
    const lease = this.leases.get(key);
    if (lease === undefined || lease.window !== window) {
      this.leases.set(key, { window, top, left: granted - 1 });
      return top - (granted - 1);
    }
    // Requests that found no unit at the same moment each leased a block.
    lease.top = Math.max(lease.top, top);
    lease.left += granted - 1;
    return lease.top - lease.left;
  }

  /** Gives a unit back to this window's lease; false when there is none to give it to. */
  giveBack(key: string, window: string): boolean {
    const lease = this.leases.get(key);
    if (lease === undefined || lease.window !== window) return false;
    lease.left += 1;
    return true;
  }

  /** Units of `key` held and unused in `window`: counted in the row, not used by a request. */
  unused(key: string, window: string): number {
    const lease = this.leases.get(key);
    return lease !== undefined && lease.window === window ? lease.left : 0;
  }
}
