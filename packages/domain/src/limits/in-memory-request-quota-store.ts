import type { QuotaCount, RequestQuotaStore } from '../ports/request-quota-store.js';

interface Held {
  window: string;
  used: number;
}

/** Above this many keys, keys still on an earlier window are forgotten. */
const SWEEP_THRESHOLD = 10_000;

/**
 * A {@link RequestQuotaStore} in this process's memory: right for one server process
 * (SQLite); a restart forgets the counts, which only ever gives quota back early.
 *
 * @example
 * const quotas = createInMemoryRequestQuotaStore();
 * await quotas.consume('account:42', '2026-11-21T08:00:00.000Z', 1000); // { counted: true, used: 1 }
 */
export function createInMemoryRequestQuotaStore(): RequestQuotaStore {
  const keys = new Map<string, Held>();
  const sweep = (window: string) => {
    for (const [key, held] of keys) if (held.window < window) keys.delete(key);
  };
  return {
    async consume(key, window, limit): Promise<QuotaCount> {
      let held = keys.get(key);
      if (held === undefined || held.window < window) {
        if (held === undefined && keys.size >= SWEEP_THRESHOLD) sweep(window);
        held = { window, used: 0 };
        keys.set(key, held);
      }
      if (held.used >= limit) return { counted: false, used: held.used };
      held.used += 1;
      return { counted: true, used: held.used };
    },
    async used(key, window) {
      const held = keys.get(key);
      return held !== undefined && held.window >= window ? held.used : 0;
    },
    async refund(key, window) {
      const held = keys.get(key);
      if (held !== undefined && held.window === window && held.used > 0) held.used -= 1;
    },
  };
}
