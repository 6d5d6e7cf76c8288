import type { IdempotencyRecord } from '../idempotency/idempotency-record.js';

/**
 * Stored idempotency keys, one per account and key. The use cases call it inside
 * `unitOfWork.transaction`, which makes check-and-claim atomic across processes.
 */
export interface IdempotencyStore {
  /** The account's record of `key`, expired or not; `null` when there is none. */
  find(accountId: string, key: string): Promise<IdempotencyRecord | null>;
  /** Creates or replaces the record of its account and key. */
  save(record: IdempotencyRecord): Promise<void>;
  /** Removes the account's record of `key` (nothing when there is none). */
  remove(accountId: string, key: string): Promise<void>;
  /**
   * Removes up to `limit` records whose `expiresAt` is at or before `now`, without reading
   * the others (an index on the expiry); returns how many went.
   */
  removeExpired(now: string, limit: number): Promise<number>;
}
