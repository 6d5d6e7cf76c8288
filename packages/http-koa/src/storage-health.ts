import type { StorageUnavailableError } from '@subtrack/domain';

/**
 * What `/healthz` knows beyond its own probe. A write can fail (disk full, read-only,
 * lock held) while the probe's read still works; after such a fault `/healthz` answers 503
 * until a write succeeds or, if none is tried, the fault's `Retry-After` has passed (then
 * its probe alone decides again). The server itself needs nothing: every request tries
 * the database afresh, so it recovers as soon as the cause is gone.
 */
export class StorageHealth {
  private fault: StorageUnavailableError | null = null;
  private faultUntilMs = 0;

  /** A request met a storage fault at `nowMs`. */
  recordFault(error: StorageUnavailableError, nowMs: number): void {
    this.fault = error;
    this.faultUntilMs = nowMs + error.retryAfterSeconds * 1000;
  }

  /** A write committed: storage works. */
  recordWrite(): void {
    this.fault = null;
  }

  /** The fault `/healthz` reports at `nowMs`, or `null`. */
  current(nowMs: number): StorageUnavailableError | null {
    if (this.fault !== null && nowMs >= this.faultUntilMs) this.fault = null;
    return this.fault;
  }
}
