import type { ApiKey, ApiKeyScope } from '@subtrack/domain';
import { placeholders } from './dialect.js';

/** A row of `api_keys`. */
export interface ApiKeyRow {
  id: string;
  account_id: string;
  scope: string;
  hash: string;
  created_at: string;
  revoked_at: string | null;
  label: string | null;
  last_used_at: string | null;
  created_by: string | null;
}

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  accountId: row.account_id,
  scope: row.scope as ApiKeyScope,
  hash: row.hash,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
  label: row.label,
  lastUsedAt: row.last_used_at,
  createdBy: row.created_by,
});

/** The values of `API_KEY_SQL.insert`, in its column order. */
export const apiKeyValues = (key: ApiKey): unknown[] => [
  key.id,
  key.accountId,
  key.scope,
  key.hash,
  key.createdAt,
  key.revokedAt,
  key.label,
  key.lastUsedAt,
  key.createdBy,
];

/** The columns of `api_keys`, in the order of `apiKeyValues`. */
export const API_KEY_COLUMNS =
  'id, account_id, scope, hash, created_at, revoked_at, label, last_used_at, created_by';

/**
 * The API key store's statements. Revoking twice keeps the first time (COALESCE leaves an
 * existing `revoked_at` alone). `recordUse`'s WHERE makes the once-a-minute rule hold
 * across connections and processes: a second writer that also thought the time stale finds
 * it fresh and writes nothing.
 */
export const API_KEY_SQL = {
  insert: `INSERT INTO api_keys (${API_KEY_COLUMNS}) VALUES (${placeholders(9)})`,
  findById: `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE id = ?`,
  revoke: 'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?',
  recordUse: `UPDATE api_keys SET last_used_at = ?
WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)`,
  listByAccount: `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE account_id = ?
ORDER BY created_at, id`,
} as const;
