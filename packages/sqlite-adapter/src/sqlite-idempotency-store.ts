import type { IdempotencyRecord, IdempotencyStore, SynchronousPort } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface IdempotencyRow {
  account_id: string;
  key: string;
  method: string;
  path: string;
  body_hash: string;
  created_at: string;
  expires_at: string;
  lease_until: string | null;
  response_status: number | null;
  response_headers: string | null;
  response_body: string | null;
}

const COLUMNS = `account_id, key, method, path, body_hash, created_at, expires_at, lease_until,
  response_status, response_headers, response_body`;

const FIND = `SELECT ${COLUMNS} FROM idempotency_keys WHERE account_id = ? AND key = ?`;
const SAVE = `INSERT OR REPLACE INTO idempotency_keys (${COLUMNS}) VALUES (
  @account_id, @key, @method, @path, @body_hash, @created_at, @expires_at, @lease_until,
  @response_status, @response_headers, @response_body)`;
const REMOVE = 'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?';
// Walks the expiry index from its oldest end and stops after `limit` rows (no table scan).
const REMOVE_EXPIRED = `DELETE FROM idempotency_keys WHERE (account_id, key) IN (
  SELECT account_id, key FROM idempotency_keys WHERE expires_at <= ? ORDER BY expires_at LIMIT ?)`;

function toRecord(row: IdempotencyRow): IdempotencyRecord {
  return {
    accountId: row.account_id,
    key: row.key,
    method: row.method,
    path: row.path,
    bodyHash: row.body_hash,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    leaseUntil: row.lease_until,
    response:
      row.response_status === null || row.response_body === null
        ? null
        : {
            status: row.response_status,
            headers: JSON.parse(row.response_headers ?? '{}') as Record<string, string>,
            body: row.response_body,
          },
  };
}

/** D31: idempotency keys and their stored answers in the `idempotency_keys` table. */
export class SqliteIdempotencyStore implements SynchronousPort<IdempotencyStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  find(accountId: string, key: string): IdempotencyRecord | null {
    const row = this.statements.get<IdempotencyRow>(FIND).get(accountId, key);
    return row === undefined ? null : toRecord(row);
  }

  save(record: IdempotencyRecord): void {
    this.statements.get(SAVE).run({
      account_id: record.accountId,
      key: record.key,
      method: record.method,
      path: record.path,
      body_hash: record.bodyHash,
      created_at: record.createdAt,
      expires_at: record.expiresAt,
      lease_until: record.leaseUntil,
      response_status: record.response?.status ?? null,
      response_headers: record.response ? JSON.stringify(record.response.headers) : null,
      response_body: record.response?.body ?? null,
    });
  }

  remove(accountId: string, key: string): void {
    this.statements.get(REMOVE).run(accountId, key);
  }

  removeExpired(now: string, limit: number): number {
    return this.statements.get(REMOVE_EXPIRED).run(now, limit).changes;
  }
}
