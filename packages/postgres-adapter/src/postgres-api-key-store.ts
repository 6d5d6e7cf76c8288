import type { ApiKey, ApiKeyStore } from '@subtrack/domain';
import { API_KEY_SQL, type ApiKeyRow, apiKeyValues, queriesIn, toApiKey } from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';

// A second process that also thinks a key's last use is stale waits for the first one's row
// lock, then finds it fresh (see `API_KEY_SQL.recordUse`).
const API_KEYS = queriesIn('postgres', API_KEY_SQL);

/** API keys in PostgreSQL, stored as SHA-256 hashes only. */
export class PostgresApiKeyStore implements ApiKeyStore {
  constructor(private readonly db: Session) {}

  async insert(key: ApiKey): Promise<void> {
    await this.db.query(API_KEYS.insert, apiKeyValues(key));
  }

  async findById(id: string): Promise<ApiKey | null> {
    const { rows } = await this.db.query<ApiKeyRow>(API_KEYS.findById, [id]);
    return rows[0] === undefined ? null : toApiKey(rows[0]);
  }

  async revoke(id: string, revokedAt: string): Promise<boolean> {
    return affectedRows(await this.db.query(API_KEYS.revoke, [revokedAt, id])) > 0;
  }

  async recordUse(id: string, usedAt: string, recordedSince: string): Promise<boolean> {
    return affectedRows(await this.db.query(API_KEYS.recordUse, [usedAt, id, recordedSince])) > 0;
  }

  async listByAccount(accountId: string): Promise<ApiKey[]> {
    const { rows } = await this.db.query<ApiKeyRow>(API_KEYS.listByAccount, [accountId]);
    return rows.map(toApiKey);
  }
}
