/**
 * A least-recently-used cache of response bodies by key, bounded by their total length in
 * characters; a body longer than the whole bound is never kept.
 *
 * @example
 * const cache = new BodyCache(1_000_000);
 * cache.set('"etag"', body);
 * cache.get('"etag"'); // body
 */
export class BodyCache {
  private readonly bodies = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): string | undefined {
    const body = this.bodies.get(key);
    if (body !== undefined) {
      // Map keeps insertion order: re-inserting marks the body as the most recent.
      this.bodies.delete(key);
      this.bodies.set(key, body);
    }
    return body;
  }

  set(key: string, body: string): void {
    if (body.length > this.maxChars) return;
    const old = this.bodies.get(key);
    if (old !== undefined) {
      this.bodies.delete(key);
      this.chars -= old.length;
    }
    this.bodies.set(key, body);
    this.chars += body.length;
    for (const [oldest, value] of this.bodies) {
      if (this.chars <= this.maxChars) break;
      this.bodies.delete(oldest);
      this.chars -= value.length;
    }
  }
}
