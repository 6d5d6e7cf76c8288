import type { ApiKey, ApiKeyScope, ApiKeyStore } from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

interface ApiKeyRow {
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

const toApiKey = (row: ApiKeyRow): ApiKey => ({
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

const COLUMNS =
  'id, account_id, scope, hash, created_at, revoked_at, label, last_used_at, created_by';
const INSERT = `INSERT INTO api_keys (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;
// Revoking twice keeps the first time: COALESCE leaves an existing revoked_at alone.
const REVOKE = 'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2';
// The WHERE makes the once-a-minute rule hold across processes: a second process that also
// thinks the time is stale waits for the first one's row lock, then finds it fresh.
const RECORD_USE = `UPDATE api_keys SET last_used_at = $1
WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $3)`;

/** D2: API keys in PostgreSQL, stored as SHA-256 hashes only. */
export class PostgresApiKeyStore implements ApiKeyStore {
  constructor(private readonly db: Session) {}

  async insert(key: ApiKey): Promise<void> {
    await this.db.query(INSERT, [
      key.id,
      key.accountId,
      key.scope,
      key.hash,
      key.createdAt,
      key.revokedAt,
      key.label,
      key.lastUsedAt,
      key.createdBy,
    ]);
  }

  async findById(id: string): Promise<ApiKey | null> {
    const { rows } = await this.db.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE id = $1`,
      [id],
    );
    return rows[0] === undefined ? null : toApiKey(rows[0]);
  }

  async revoke(id: string, revokedAt: string): Promise<boolean> {
    return affectedRows(await this.db.query(REVOKE, [revokedAt, id])) > 0;
  }

  async recordUse(id: string, usedAt: string, recordedSince: string): Promise<boolean> {
    return affectedRows(await this.db.query(RECORD_USE, [usedAt, id, recordedSince])) > 0;
  }

  async listByAccount(accountId: string): Promise<ApiKey[]> {
    const { rows } = await this.db.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE account_id = $1 ORDER BY created_at, id`,
      [accountId],
    );
    return rows.map(toApiKey);
  }
}
