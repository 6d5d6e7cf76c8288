import type { Migration } from './migration.js';

/**
 * Subscriptions that bill every N months or years, end, have a notice period, a
 * start and reminder offsets of their own; their payment history; reminders per offset and
 * kind `cancel_by`; the `system` audit actor. Every existing database keeps working
 * unchanged: each record gets `interval_count` 1 and no end, start, notice or offsets (so
 * it bills, ends and reminds exactly as before), and each delivery already recorded keeps
 * meaning what it meant, as the reminder at the account's `daysBefore` then in force (3,
 * the default, where an account has no settings).
 */
export const migration009BillingAndPayments: Migration = {
  version: 9,
  name: 'billing-and-payments',
  sql: `
ALTER TABLE subscriptions ADD COLUMN interval_count INTEGER NOT NULL DEFAULT 1
  CHECK (interval_count BETWEEN 1 AND 36);
ALTER TABLE subscriptions ADD COLUMN ends_on TEXT;
ALTER TABLE subscriptions ADD COLUMN notice_days INTEGER CHECK (notice_days BETWEEN 1 AND 365);
-- D42: a JSON array of 1 to 3 offsets in days, farthest first; NULL: the account's daysBefore.
ALTER TABLE subscriptions ADD COLUMN remind_days_before TEXT
  CHECK (remind_days_before IS NULL OR json_valid(remind_days_before));
ALTER TABLE subscriptions ADD COLUMN started_on TEXT;

-- D40: one row per subscription and due date (the primary key), so a retry or a second
-- process cannot double a payment (INSERT OR IGNORE). Clustered by subscription and date:
-- a subscription's list, newest first, is one range of the table.
CREATE TABLE payments (
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  due_on TEXT NOT NULL,
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'skipped')),
  source TEXT NOT NULL CHECK (source IN ('renewal', 'backfill', 'import')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (subscription_id, due_on)
) STRICT, WITHOUT ROWID;
CREATE INDEX payments_by_account_date ON payments (account_id, due_on);

-- D41: the paid payments of each account, month and currency, kept by the triggers below
-- in the same transaction as every write of a payment (inserts, changes, deletes, the
-- cascade of a deleted subscription included). The spend over time reads a few rows
-- here instead of summing a year of payments of 100k subscriptions (1.2 million rows, a
-- second and more) on every request.
CREATE TABLE payment_month_totals (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  currency TEXT NOT NULL,
  paid_minor INTEGER NOT NULL,
  paid_count INTEGER NOT NULL,
  PRIMARY KEY (account_id, month, currency)
) STRICT, WITHOUT ROWID;
CREATE TRIGGER payments_paid_inserted AFTER INSERT ON payments WHEN new.status = 'paid'
BEGIN
  INSERT INTO payment_month_totals (account_id, month, currency, paid_minor, paid_count)
  VALUES (new.account_id, substr(new.due_on, 1, 7), new.currency, new.amount_minor, 1)
  ON CONFLICT (account_id, month, currency) DO UPDATE
  SET paid_minor = paid_minor + excluded.paid_minor, paid_count = paid_count + 1;
END;
CREATE TRIGGER payments_paid_deleted AFTER DELETE ON payments WHEN old.status = 'paid'
BEGIN
  UPDATE payment_month_totals SET paid_minor = paid_minor - old.amount_minor,
    paid_count = paid_count - 1
  WHERE account_id = old.account_id AND month = substr(old.due_on, 1, 7)
    AND currency = old.currency;
END;
CREATE TRIGGER payments_paid_changed AFTER UPDATE ON payments
BEGIN
  UPDATE payment_month_totals SET paid_minor = paid_minor - old.amount_minor,
    paid_count = paid_count - 1
  WHERE old.status = 'paid' AND account_id = old.account_id
    AND month = substr(old.due_on, 1, 7) AND currency = old.currency;
  INSERT INTO payment_month_totals (account_id, month, currency, paid_minor, paid_count)
  SELECT new.account_id, substr(new.due_on, 1, 7), new.currency, new.amount_minor, 1
  WHERE new.status = 'paid'
  ON CONFLICT (account_id, month, currency) DO UPDATE
  SET paid_minor = paid_minor + excluded.paid_minor, paid_count = paid_count + 1;
END;

-- D39: what subtrack writes by itself (a subscription reaching its end) is recorded with
-- actor_type 'system'. SQLite cannot change a CHECK constraint in place: rebuilt.
CREATE TABLE audit_records_v9 (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  occurred_at TEXT NOT NULL,
  action TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  actor_type TEXT NOT NULL CHECK (actor_type IN ('api_key', 'web', 'cli', 'system')),
  actor_id TEXT,
  api_key_id TEXT,
  request_id TEXT NOT NULL,
  changes TEXT
) STRICT;
INSERT INTO audit_records_v9 (
  id, account_id, occurred_at, action, resource_type, resource_id,
  actor_type, actor_id, api_key_id, request_id, changes
)
SELECT id, account_id, occurred_at, action, resource_type, resource_id,
  actor_type, actor_id, api_key_id, request_id, changes
FROM audit_records;
DROP TABLE audit_records;
ALTER TABLE audit_records_v9 RENAME TO audit_records;
CREATE INDEX audit_records_by_time ON audit_records (account_id, occurred_at, id);
CREATE INDEX audit_records_by_resource
  ON audit_records (account_id, resource_type, resource_id, occurred_at, id);

-- D42: one row per channel, subscription, kind, due date and offset; a reminder a nearer one
-- made pointless is kept as superseded_at. Rebuilt for the new key and kind.
CREATE TABLE channel_deliveries_v9 (
  channel_id TEXT NOT NULL REFERENCES notification_channels (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('renewal', 'trial_end', 'cancel_by')),
  due_date TEXT NOT NULL,
  offset_days INTEGER NOT NULL CHECK (offset_days BETWEEN 0 AND 60),
  account_id TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  next_attempt_at TEXT,
  last_error TEXT,
  superseded_at TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (channel_id, subscription_id, kind, due_date, offset_days)
) STRICT, WITHOUT ROWID;
INSERT INTO channel_deliveries_v9 (
  channel_id, subscription_id, kind, due_date, offset_days, account_id, attempts,
  delivered_at, next_attempt_at, last_error, updated_at
)
SELECT d.channel_id, d.subscription_id, d.kind, d.due_date,
  coalesce((SELECT s.days_before FROM notification_settings AS s WHERE s.account_id = d.account_id), 3),
  d.account_id, d.attempts, d.delivered_at, d.next_attempt_at, d.last_error, d.updated_at
FROM channel_deliveries AS d;
DROP TRIGGER channel_deliveries_follow_subscription;
DROP TABLE channel_deliveries;
ALTER TABLE channel_deliveries_v9 RENAME TO channel_deliveries;
CREATE INDEX channel_deliveries_recent ON channel_deliveries (channel_id, updated_at);
CREATE INDEX channel_deliveries_by_subscription ON channel_deliveries (subscription_id);
-- D19: deleting a subscription leaves nothing about it behind.
CREATE TRIGGER channel_deliveries_follow_subscription
AFTER DELETE ON subscriptions
BEGIN
  DELETE FROM channel_deliveries WHERE subscription_id = old.id;
END;
`,
};
