/**
 * A Map whose transaction copies it only when the transaction first writes to it, so a
 * table of hundreds of thousands of rows (a whole history of exchange rates) costs nothing
 * to transactions that never touch it, where a snapshot of every table would copy it each
 * time. Values are never changed in place: a write stores a new value.
 */
export class CopyOnWriteMap<K, V> {
  private current = new Map<K, V>();
  private saved: Map<K, V> | null = null;

  /** The rows as they are now (inside a transaction: with its writes). */
  get rows(): ReadonlyMap<K, V> {
    return this.current;
  }

  /** The map to write to: inside a transaction, its own copy, made on the first write. */
  writable(): Map<K, V> {
    if (this.saved !== null && this.saved === this.current) this.current = new Map(this.current);
    return this.current;
  }

  begin(): void {
    this.saved = this.current;
  }

  commit(): void {
    this.saved = null;
  }

  rollback(): void {
    if (this.saved !== null) this.current = this.saved;
    this.saved = null;
  }
}
