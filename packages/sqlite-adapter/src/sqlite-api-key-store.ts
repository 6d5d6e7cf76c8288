import type { ApiKey, ApiKeyScope, ApiKeyStore, SynchronousPort } from '@subtrack/domain';
import { API_KEY_SQL, type ApiKeyRow, apiKeyValues, toApiKey } from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

/** A row of `api_keys` in raw mode: its values in the order of `API_KEY_COLUMNS`. */
type KeyValues = [
  id: string,
  accountId: string,
  scope: ApiKeyScope,
  hash: string,
  createdAt: string,
  revokedAt: string | null,
  label: string | null,
  lastUsedAt: string | null,
  createdBy: string | null,
];

const valuesToApiKey = (v: KeyValues): ApiKey => ({
  id: v[0],
  accountId: v[1],
  scope: v[2],
  hash: v[3],
  createdAt: v[4],
  revokedAt: v[5],
  label: v[6],
  lastUsedAt: v[7],
  createdBy: v[8],
});

/** API keys in SQLite, stored as SHA-256 hashes only. */
export class SqliteApiKeyStore implements SynchronousPort<ApiKeyStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(key: ApiKey): void {
    this.statements.get(API_KEY_SQL.insert).run(...apiKeyValues(key));
  }

  findById(id: string): ApiKey | null {
    // Every API request reads its key: the row as an array of values, in `API_KEY_COLUMNS`'
    // order, costs less than one with a property per column (issue 35).
    const values = this.statements.getRaw<KeyValues>(API_KEY_SQL.findById).get(id);
    return values === undefined ? null : valuesToApiKey(values);
  }

  revoke(id: string, revokedAt: string): boolean {
    return this.statements.get(API_KEY_SQL.revoke).run(revokedAt, id).changes > 0;
  }

  recordUse(id: string, usedAt: string, recordedSince: string): boolean {
    return this.statements.get(API_KEY_SQL.recordUse).run(usedAt, id, recordedSince).changes > 0;
  }

  listByAccount(accountId: string): ApiKey[] {
    return this.statements.get<ApiKeyRow>(API_KEY_SQL.listByAccount).all(accountId).map(toApiKey);
  }
}
