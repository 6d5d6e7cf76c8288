interface Entry<T> {
  value: T;
  expiresAtMs: number;
}

/** An untaken value waits this long for the redirect that shows it; then it is gone. */
const FLASH_TTL_MS = 5 * 60_000;
// One entry per session at most; the cap bounds memory if many sessions leave one.
const MAX_ENTRIES = 1_000;

/**
 * A secret shown once, after POST-redirect-GET (a new API key, a webhook's
 * signing secret, a calendar feed link). It must not travel in the URL (logs, history, Referer) or a cookie, so it
 * waits here, in this process's memory, bound to the session's public id, and the first GET
 * takes it. A restart loses it: the owner then replaces what it belonged to.
 */
export class OneTimeFlash<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly now: () => number) {}

  /** Leaves `value` for the next page of `sessionId`, replacing an untaken one. */
  put(sessionId: string, value: T): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { value, expiresAtMs: this.now() + FLASH_TTL_MS });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The waiting value of `sessionId`, removed as it is read; null when none or expired. */
  take(sessionId: string): T | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    this.entries.delete(sessionId);
    return entry.expiresAtMs > this.now() ? entry.value : null;
  }
}
