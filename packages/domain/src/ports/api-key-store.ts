import type { ApiKey } from '../keys/api-key.js';

/** Stored API keys (D2): hashes only. */
export interface ApiKeyStore {
  insert(key: ApiKey): void;
  findById(id: string): ApiKey | null;
  /** Marks the key revoked; false when there is no such key. Revoking twice keeps the first time. */
  revoke(id: string, revokedAt: string): boolean;
  /** Oldest first. */
  listByAccount(accountId: string): ApiKey[];
}
