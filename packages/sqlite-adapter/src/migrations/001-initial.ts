import type { Migration } from './migration.js';

/**
 * Accounts, API keys, subscriptions, notification settings and the audit trail.
 * Money is integer hundredths (`amount_minor`); dates are `YYYY-MM-DD` text; instants are
 * RFC 3339 UTC text, so text order is time order.
 */
export const migration001Initial: Migration = {
  version: 1,
  name: 'initial',
  sql: `
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

-- D2: only the SHA-256 hex of the key text is stored; id is the public key id.
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  scope TEXT NOT NULL CHECK (scope IN ('read', 'write')),
  hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  revoked_at TEXT
) STRICT;
CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at, id);

CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- D12: foldCase(name), so q and the name sort never fold at query time.
  name_folded TEXT NOT NULL,
  category TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  period TEXT NOT NULL CHECK (period IN ('monthly', 'yearly', 'custom')),
  next_payment_date TEXT NOT NULL,
  billing_anchor_day INTEGER,
  custom_days INTEGER,
  notification_enabled INTEGER NOT NULL CHECK (notification_enabled IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'cancelled')),
  is_trial INTEGER NOT NULL CHECK (is_trial IN (0, 1)),
  trial_ends_on TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
-- D12: one index per sort, each ending in id for the tie-break, all led by account_id.
CREATE INDEX subscriptions_by_created ON subscriptions (account_id, created_at, id);
CREATE INDEX subscriptions_by_next_payment ON subscriptions (account_id, next_payment_date, id);
CREATE INDEX subscriptions_by_amount ON subscriptions (account_id, amount_minor, id);
CREATE INDEX subscriptions_by_name ON subscriptions (account_id, name_folded, id);
-- Equality filters, ordered like the default sort (-createdAt). D6 roll-forward reads
-- active records by date through subscriptions_by_status_next_payment.
CREATE INDEX subscriptions_by_status ON subscriptions (account_id, status, created_at, id);
CREATE INDEX subscriptions_by_status_next_payment
  ON subscriptions (account_id, status, next_payment_date, id);
CREATE INDEX subscriptions_by_category ON subscriptions (account_id, category, created_at, id);
CREATE INDEX subscriptions_by_period ON subscriptions (account_id, period, created_at, id);

-- D16: push_url and device_key are secrets; no API-facing port reads them.
CREATE TABLE notification_settings (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  days_before INTEGER NOT NULL CHECK (days_before IN (1, 3, 7, 14)),
  time_zone TEXT,
  locale TEXT,
  push_url TEXT,
  device_key TEXT,
  updated_at TEXT NOT NULL
) STRICT;

-- D18, D19: changes is JSON text, NULL on a deletion record.
CREATE TABLE audit_records (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  occurred_at TEXT NOT NULL,
  action TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  api_key_id TEXT NOT NULL,
  request_id TEXT NOT NULL,
  changes TEXT
) STRICT;
CREATE INDEX audit_records_by_time ON audit_records (account_id, occurred_at, id);
CREATE INDEX audit_records_by_resource
  ON audit_records (account_id, resource_type, resource_id, occurred_at, id);
`,
};
