interface Entry {
  path: string;
  expiresAtMs: number;
}

const FLASH_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 1_000;

/**
 * D34: a new feed link is shown once, after POST-redirect-GET. Its token must not travel in
 * a URL or cookie, so the path waits here in memory for the session's next page (as new API
 * keys do); a restart loses it and the owner rotates the link.
 */
export class FeedUrlFlash {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  put(sessionId: string, path: string): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { path, expiresAtMs: this.now() + FLASH_TTL_MS });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The waiting feed path of `sessionId`, removed as it is read; null when none or expired. */
  take(sessionId: string): string | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    this.entries.delete(sessionId);
    return entry.expiresAtMs > this.now() ? entry.path : null;
  }
}
