import type { IdempotencyRecord } from '../idempotency/idempotency-record.js';
import type { IdempotencyStore } from '../ports/idempotency-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';

const keyOf = (accountId: string, key: string) => `${accountId}\n${key}`;

/**
 * Idempotency records in a Map. The table is looked up on every call: a rolled-back
 * unit of work puts a snapshot copy in its place.
 */
export function createInMemoryIdempotencyStore(t: {
  idempotency: Map<string, IdempotencyRecord>;
}): SynchronousPort<IdempotencyStore> {
  return {
    find(accountId, key) {
      const found = t.idempotency.get(keyOf(accountId, key));
      return found ? structuredClone(found) : null;
    },
    save(record) {
      t.idempotency.set(keyOf(record.accountId, record.key), structuredClone(record));
    },
    remove(accountId, key) {
      t.idempotency.delete(keyOf(accountId, key));
    },
    removeExpired(now, limit) {
      let removed = 0;
      for (const [id, record] of t.idempotency) {
        if (removed >= limit) break;
        if (record.expiresAt <= now) {
          t.idempotency.delete(id);
          removed++;
        }
      }
      return removed;
    },
  };
}
