import type { IdempotencyRecord } from '@subtrack/domain';

/** A row of `idempotency_keys`; the headers are JSON text on SQLite, parsed by `pg`. */
export interface IdempotencyRow {
  account_id: string;
  key: string;
  method: string;
  path: string;
  body_hash: string;
  created_at: string;
  expires_at: string;
  lease_until: string | null;
  response_status: number | null;
  response_headers: string | Record<string, string> | null;
  response_body: string | null;
}

export function toIdempotencyRecord(row: IdempotencyRow): IdempotencyRecord {
  const headers = row.response_headers ?? {};
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
            headers:
              typeof headers === 'string'
                ? (JSON.parse(headers) as Record<string, string>)
                : headers,
            body: row.response_body,
          },
  };
}

/** The values of a record in `IDEMPOTENCY_COLUMNS` order; the headers as JSON text. */
export const idempotencyValues = (record: IdempotencyRecord): unknown[] => [
  record.accountId,
  record.key,
  record.method,
  record.path,
  record.bodyHash,
  record.createdAt,
  record.expiresAt,
  record.leaseUntil,
  record.response?.status ?? null,
  record.response ? JSON.stringify(record.response.headers) : null,
  record.response?.body ?? null,
];

/** The columns of `idempotency_keys`, in the order of `idempotencyValues`. */
export const IDEMPOTENCY_COLUMNS = `account_id, key, method, path, body_hash, created_at,
  expires_at, lease_until, response_status, response_headers, response_body`;

/**
 * The idempotency store's statements both engines write alike. Saving stays in each
 * adapter: PostgreSQL takes a claim only over a free key in the statement itself, and its
 * sweep skips rows another process holds.
 */
export const IDEMPOTENCY_SQL = {
  find: `SELECT ${IDEMPOTENCY_COLUMNS} FROM idempotency_keys WHERE account_id = ? AND key = ?`,
  remove: 'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?',
} as const;
