import type { IdempotencyRecord, IdempotencyStore, SynchronousPort } from '@subtrack/domain';
import {
  IDEMPOTENCY_COLUMNS,
  IDEMPOTENCY_SQL,
  type IdempotencyRow,
  idempotencyValues,
  placeholders,
  toIdempotencyRecord,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

const SAVE = `INSERT OR REPLACE INTO idempotency_keys (${IDEMPOTENCY_COLUMNS})
VALUES (${placeholders(11)})`;
// Walks the expiry index from its oldest end and stops after `limit` rows (no table scan).
const REMOVE_EXPIRED = `DELETE FROM idempotency_keys WHERE (account_id, key) IN (
  SELECT account_id, key FROM idempotency_keys WHERE expires_at <= ? ORDER BY expires_at LIMIT ?)`;

/** Idempotency keys and their stored answers in the `idempotency_keys` table. */
export class SqliteIdempotencyStore implements SynchronousPort<IdempotencyStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  find(accountId: string, key: string): IdempotencyRecord | null {
    const row = this.statements.get<IdempotencyRow>(IDEMPOTENCY_SQL.find).get(accountId, key);
    return row === undefined ? null : toIdempotencyRecord(row);
  }

  save(record: IdempotencyRecord): void {
    this.statements.get(SAVE).run(...idempotencyValues(record));
  }

  remove(accountId: string, key: string): void {
    this.statements.get(IDEMPOTENCY_SQL.remove).run(accountId, key);
  }

  removeExpired(now: string, limit: number): number {
    return this.statements.get(REMOVE_EXPIRED).run(now, limit).changes;
  }
}
