import type { Migration } from './migration.js';

/**
 * Stored idempotency keys, one per account and key, with the answer to replay; the
 * expiry index lets expired rows go in small batches without scanning the table.
 * A version counter on each resource with an ETag: `updated_at` can repeat within one
 * millisecond, the counter never does. Existing rows start at version 1.
 */
export const migration007IdempotencyKeys: Migration = {
  version: 7,
  name: 'idempotency-keys',
  sql: `
CREATE TABLE idempotency_keys (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  lease_until TEXT,
  response_status INTEGER,
  response_headers TEXT,
  response_body TEXT,
  PRIMARY KEY (account_id, key),
  CHECK ((response_status IS NULL) = (response_body IS NULL))
) STRICT, WITHOUT ROWID;

CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at);

ALTER TABLE subscriptions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE notification_settings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
`,
};
