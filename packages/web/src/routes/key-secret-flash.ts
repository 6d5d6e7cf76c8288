/** What the page after "Create key" shows once: the new key and its secret text. */
export interface NewKeySecret {
  keyId: string;
  key: string;
  scope: string;
  label: string | null;
}

interface Entry {
  secret: NewKeySecret;
  expiresAtMs: number;
}

/** A created key waits this long for the redirect that shows it; then it is gone. */
const FLASH_TTL_MS = 5 * 60_000;
// One entry per session at most; the cap bounds memory if many sessions create keys.
const MAX_ENTRIES = 1_000;

/**
 * D2, D27: a key's secret is shown once, after POST-redirect-GET. It must not travel in the
 * URL (logs, history, Referer) or a cookie, so it waits here, in this process's memory,
 * bound to the session's public id, and the first GET takes it. A restart loses it: the
 * owner then revokes that key and creates another.
 */
export class KeySecretFlash {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  /** Leaves `secret` for the next page of `sessionId`, replacing an untaken one. */
  put(sessionId: string, secret: NewKeySecret): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { secret, expiresAtMs: this.now() + FLASH_TTL_MS });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The waiting secret of `sessionId`, removed as it is read; null when none or expired. */
  take(sessionId: string): NewKeySecret | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    this.entries.delete(sessionId);
    return entry.expiresAtMs > this.now() ? entry.secret : null;
  }
}
