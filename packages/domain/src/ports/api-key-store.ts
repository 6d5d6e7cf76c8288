import type { ApiKey } from '../keys/api-key.js';

/** Stored API keys: hashes only. */
export interface ApiKeyStore {
  insert(key: ApiKey): Promise<void>;
  findById(id: string): Promise<ApiKey | null>;
  /** Marks the key revoked; false when there is no such key. Revoking twice keeps the first time. */
  revoke(id: string, revokedAt: string): Promise<boolean>;
  /**
   * Sets `lastUsedAt` to `usedAt` unless the key was already used at or after
   * `recordedSince` (so a busy key costs at most one write per interval, across processes
   * too). True when it wrote.
   */
  recordUse(id: string, usedAt: string, recordedSince: string): Promise<boolean>;
  /** Oldest first. */
  listByAccount(accountId: string): Promise<ApiKey[]>;
}
