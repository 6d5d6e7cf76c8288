import type { ApiKey, ApiKeyStore, SynchronousPort } from '@subtrack/domain';
import { API_KEY_SQL, type ApiKeyRow, apiKeyValues, toApiKey } from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

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
    const row = this.statements.get<ApiKeyRow>(API_KEY_SQL.findById).get(id);
    return row === undefined ? null : toApiKey(row);
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
