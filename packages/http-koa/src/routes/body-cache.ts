/**
 * A least-recently-used cache of response bodies by key, each kept as the pieces it was
 * sent in (a feed of 10,000 subscriptions is 12 MB, never joined into one string),
 * bounded by their total length in characters; a body longer than the whole bound is never
 * kept.
 *
 * @example
 * const cache = new BodyCache(1_000_000);
 * cache.set('"etag"', ['BEGIN:VCALENDAR', '...']);
 * cache.get('"etag"'); // ['BEGIN:VCALENDAR', '...']
 */
export class BodyCache {
  private readonly bodies = new Map<string, { pieces: readonly string[]; chars: number }>();
  private chars = 0;

  constructor(readonly maxChars: number) {}

  get(key: string): readonly string[] | undefined {
    const body = this.bodies.get(key);
    if (body !== undefined) {
      // Map keeps insertion order: re-inserting marks the body as the most recent.
      this.bodies.delete(key);
      this.bodies.set(key, body);
    }
    return body?.pieces;
  }

  set(key: string, pieces: readonly string[]): void {
    let chars = 0;
    for (const piece of pieces) chars += piece.length;
    if (chars > this.maxChars) return;
    const old = this.bodies.get(key);
    if (old !== undefined) {
      this.bodies.delete(key);
      this.chars -= old.chars;
    }
    this.bodies.set(key, { pieces, chars });
    this.chars += chars;
    for (const [oldest, value] of this.bodies) {
      if (this.chars <= this.maxChars) break;
      this.bodies.delete(oldest);
      this.chars -= value.chars;
    }
  }

  /**
   * Passes `pieces` on as they come and keeps them under `key` once all have gone through,
   * unless they outgrow the bound on the way (then nothing is held) or the caller stops
   * early (a client that went away).
   */
  async *keepWhilePassing(
    key: string,
    pieces: AsyncIterable<string>,
  ): AsyncGenerator<string, void, undefined> {
    let kept: string[] | null = [];
    let chars = 0;
    for await (const piece of pieces) {
      chars += piece.length;
      if (kept !== null && chars <= this.maxChars) kept.push(piece);
      else kept = null;
      yield piece;
    }
    if (kept !== null) this.set(key, kept);
  }
}
