/** What an {@link ExpiringStore} holds at most. */
export interface ExpiringStoreLimits {
  ttlMs: number;
  maxEntries: number;
  /** The size of an entry (bytes of a file); the store keeps the newest under `maxSize`. */
  sizeOf?: (value: unknown) => number;
  maxSize?: number;
}

/**
 * Values kept in this process's memory per key (a member), each for `ttlMs` from when it
 * was put, at most `maxEntries` of them (and `maxSize` in all), the oldest dropped first; a
 * restart forgets them all.
 */
export class ExpiringStore<T> {
  private readonly entries = new Map<string, { value: T; expiresAtMs: number }>();

  constructor(
    private readonly now: () => number,
    private readonly limits: ExpiringStoreLimits,
  ) {}

  /** Keeps `value` for `key`, replacing what it had; answers when it will be forgotten. */
  put(key: string, value: T): number {
    const expiresAtMs = this.now() + this.limits.ttlMs;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAtMs });
    this.prune();
    return expiresAtMs;
  }

  /** The value of `key`, left in place; null when none or expired. */
  peek(key: string): T | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAtMs > this.now()) return entry.value;
    this.entries.delete(key);
    return null;
  }

  /** Forgets the value of `key`. */
  drop(key: string): void {
    this.entries.delete(key);
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAtMs <= now) this.entries.delete(key);
    const sizeOf = this.limits.sizeOf ?? (() => 0);
    const maxSize = this.limits.maxSize ?? Number.POSITIVE_INFINITY;
    let total = 0;
    for (const entry of this.entries.values()) total += sizeOf(entry.value);
    // Map order is insertion order: the first entries are the oldest.
    for (const [key, entry] of this.entries) {
      if (total <= maxSize && this.entries.size <= this.limits.maxEntries) break;
      total -= sizeOf(entry.value);
      this.entries.delete(key);
    }
  }
}
