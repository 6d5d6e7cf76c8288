import type { Migration } from './migration.js';

/**
 * Audit records say which door a write came through (`actor_type`, `actor_id`), and
 * `api_key_id` is null for writes no key made. SQLite cannot drop a NOT NULL constraint in
 * place, so the table is rebuilt; every earlier record was written with an API key.
 */
export const migration003AuditActor: Migration = {
  version: 3,
  name: 'audit-actor',
  sql: `
CREATE TABLE audit_records_v3 (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  occurred_at TEXT NOT NULL,
  action TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  actor_type TEXT NOT NULL CHECK (actor_type IN ('api_key', 'web', 'cli')),
  actor_id TEXT,
  api_key_id TEXT,
  request_id TEXT NOT NULL,
  changes TEXT
) STRICT;
INSERT INTO audit_records_v3 (
  id, account_id, occurred_at, action, resource_type, resource_id,
  actor_type, actor_id, api_key_id, request_id, changes
)
SELECT id, account_id, occurred_at, action, resource_type, resource_id,
  'api_key', api_key_id, api_key_id, request_id, changes
FROM audit_records;
DROP TABLE audit_records;
ALTER TABLE audit_records_v3 RENAME TO audit_records;
CREATE INDEX audit_records_by_time ON audit_records (account_id, occurred_at, id);
CREATE INDEX audit_records_by_resource
  ON audit_records (account_id, resource_type, resource_id, occurred_at, id);
`,
};
