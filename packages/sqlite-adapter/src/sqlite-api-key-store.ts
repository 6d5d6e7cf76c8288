import type { ApiKey, ApiKeyScope, ApiKeyStore, SynchronousPort } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

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

const INSERT = `INSERT INTO api_keys
  (id, account_id, scope, hash, created_at, revoked_at, label, last_used_at, created_by)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
// Revoking twice keeps the first time: COALESCE leaves an existing revoked_at alone.
const REVOKE = 'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?';
// The WHERE makes the once-a-minute rule hold across processes: a second process that
// also thinks the time is stale finds it fresh and writes nothing.
const RECORD_USE = `UPDATE api_keys SET last_used_at = ?
WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)`;

/** D2: API keys in SQLite, stored as SHA-256 hashes only. */
export class SqliteApiKeyStore implements SynchronousPort<ApiKeyStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(key: ApiKey): void {
    this.statements
      .get(INSERT)
      .run(
        key.id,
        key.accountId,
        key.scope,
        key.hash,
        key.createdAt,
        key.revokedAt,
        key.label,
        key.lastUsedAt,
        key.createdBy,
      );
  }

  findById(id: string): ApiKey | null {
    const row = this.statements.get<ApiKeyRow>('SELECT * FROM api_keys WHERE id = ?').get(id);
    return row === undefined ? null : toApiKey(row);
  }

  revoke(id: string, revokedAt: string): boolean {
    return this.statements.get(REVOKE).run(revokedAt, id).changes > 0;
  }

  recordUse(id: string, usedAt: string, recordedSince: string): boolean {
    return this.statements.get(RECORD_USE).run(usedAt, id, recordedSince).changes > 0;
  }

  listByAccount(accountId: string): ApiKey[] {
    return this.statements
      .get<ApiKeyRow>('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, id')
      .all(accountId)
      .map(toApiKey);
  }
}
