import type { Ports } from '../ports/ports.js';

/** How stale a key's `lastUsedAt` may get: one write per key and minute at most. */
export const API_KEY_USE_INTERVAL_MS = 60_000;

// Bounds the cache of a long-running server; keys beyond it are simply asked of the store.
const MAX_CACHED_KEYS = 10_000;

/** Records that API keys authenticated requests (D27's "last used"), cheaply. */
export interface ApiKeyUseRecorder {
  /**
   * Call after a request the key authenticated; writes at most once an interval per key.
   * Settles when the write (if any) is stored.
   */
  record(apiKeyId: string): Promise<void>;
}

/**
 * An in-process recorder of key use. A GET must not cost a write (issue 7), so the recorder
 * remembers when it last wrote each key and skips the store for the next `intervalMs`; the
 * store's own condition (`recordUse`'s `recordedSince`) keeps the rule across processes.
 *
 * @example
 * const recorder = createApiKeyUseRecorder(ports);
 * await recorder.record(principal.apiKeyId); // writes
 * await recorder.record(principal.apiKeyId); // within a minute: no write
 */
export function createApiKeyUseRecorder(
  ports: Pick<Ports, 'apiKeys' | 'clock'>,
  intervalMs: number = API_KEY_USE_INTERVAL_MS,
): ApiKeyUseRecorder {
  const writtenAt = new Map<string, number>();
  return {
    async record(apiKeyId) {
      const now = ports.clock.now();
      const nowMs = now.getTime();
      const last = writtenAt.get(apiKeyId);
      if (last !== undefined && nowMs - last < intervalMs) return;
      // Re-inserting moves the key to the end, so the first entry is the stalest one.
      writtenAt.delete(apiKeyId);
      writtenAt.set(apiKeyId, nowMs);
      if (writtenAt.size > MAX_CACHED_KEYS) writtenAt.delete(writtenAt.keys().next().value!);
      const recordedSince = new Date(nowMs - intervalMs + 1).toISOString();
      await ports.apiKeys.recordUse(apiKeyId, now.toISOString(), recordedSince);
    },
  };
}
