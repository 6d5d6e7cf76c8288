export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * A stored API key. The secret is never stored: only its SHA-256 hash. `id` is the
 * public key id, shown in `key list` and audit records, and part of the key text itself
 * (`stk_<id>_<secret>`), so a lookup by id plus a constant-time hash comparison
 * authenticates.
 */
export interface ApiKey {
  id: string;
  accountId: string;
  scope: ApiKeyScope;
  /** Lower-case hex SHA-256 of the whole key text. */
  hash: string;
  createdAt: string;
  revokedAt: string | null;
  /** What the owner calls the key ("Home Assistant"); trimmed, 1-100 code points. */
  label: string | null;
  /**
   * When the key last authenticated a request, at most a minute stale: it is recorded at
   * most once a minute per key, so a GET does not cost a write.
   */
  lastUsedAt: string | null;
  /**
   * The member who made the key (their id), or null when the command line made it or it was
   * made before keys recorded their maker. Removing that member, or giving them a role other
   * than owner, revokes it.
   */
  createdBy: string | null;
}

/** Who is calling: the result of authenticating a key. */
export interface Principal {
  accountId: string;
  apiKeyId: string;
  scope: ApiKeyScope;
}
