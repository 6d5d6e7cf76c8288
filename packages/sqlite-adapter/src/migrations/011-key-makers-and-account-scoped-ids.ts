import type { Migration } from './migration.js';

const SUBSCRIPTION_COLUMNS = `id, account_id, name, name_folded, category, amount_minor, currency,
  period, next_payment_date, billing_anchor_day, custom_days, notification_enabled, status,
  is_trial, trial_ends_on, created_at, updated_at, version, interval_count, ends_on,
  notice_days, remind_days_before, started_on`;
const PAYMENT_COLUMNS = `subscription_id, due_on, id, account_id, amount_minor, currency, status,
  source, created_at, updated_at`;

/**
 * An API key records the member who made it (`created_by`; NULL for keys made with the
 * command line and for every key made before), so removing that member, or giving an owner
 * another role, can revoke the keys they made. The invitations of a member who was removed or
 * given another role before that rule end now, as they would have then.
 *
 * A subscription id is unique within its account only, so an import cannot tell whether
 * another account uses an id. Subscriptions are keyed by (account_id, id) and payments by
 * (account_id, subscription_id, due_on), their foreign key naming both; a subscription's
 * reminder deliveries are found (and deleted with it) by account and id. SQLite cannot change
 * a primary key in place, so both tables are copied into new ones: payments first, so
 * dropping the old subscriptions cascades to nothing; the rowids of subscriptions are kept;
 * the copy fires no trigger, so the paid totals per month stay as they are.
 */
export const migration011KeyMakersAndAccountScopedIds: Migration = {
  version: 11,
  name: 'key-makers-and-account-scoped-ids',
  sql: `
ALTER TABLE api_keys ADD COLUMN created_by TEXT;

-- D49: an invitation ends when the member who made it is removed or stops being an owner;
-- those whose maker was removed or given another role before this rule end now.
DELETE FROM invitations WHERE invited_by IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM members AS m
  WHERE m.id = invitations.invited_by AND m.account_id = invitations.account_id
    AND m.role = 'owner');

CREATE TABLE subscriptions_by_account (
  id TEXT NOT NULL,
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
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  interval_count INTEGER NOT NULL DEFAULT 1 CHECK (interval_count BETWEEN 1 AND 36),
  ends_on TEXT,
  notice_days INTEGER CHECK (notice_days BETWEEN 1 AND 365),
  remind_days_before TEXT
    CHECK (remind_days_before IS NULL OR json_valid(remind_days_before)),
  started_on TEXT,
  PRIMARY KEY (account_id, id)
) STRICT;
INSERT INTO subscriptions_by_account (rowid, ${SUBSCRIPTION_COLUMNS})
SELECT rowid, ${SUBSCRIPTION_COLUMNS} FROM subscriptions;

CREATE TABLE payments_by_account (
  subscription_id TEXT NOT NULL,
  due_on TEXT NOT NULL,
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'skipped')),
  source TEXT NOT NULL CHECK (source IN ('renewal', 'backfill', 'import')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, subscription_id, due_on),
  FOREIGN KEY (account_id, subscription_id)
    REFERENCES subscriptions_by_account (account_id, id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
INSERT INTO payments_by_account (${PAYMENT_COLUMNS}) SELECT ${PAYMENT_COLUMNS} FROM payments;

DROP TABLE payments;
DROP TABLE subscriptions;
ALTER TABLE subscriptions_by_account RENAME TO subscriptions;
ALTER TABLE payments_by_account RENAME TO payments;

CREATE INDEX subscriptions_by_created ON subscriptions (account_id, created_at, id);
CREATE INDEX subscriptions_by_next_payment ON subscriptions (account_id, next_payment_date, id);
CREATE INDEX subscriptions_by_amount ON subscriptions (account_id, amount_minor, id);
CREATE INDEX subscriptions_by_name ON subscriptions (account_id, name_folded, id);
CREATE INDEX subscriptions_by_status ON subscriptions (account_id, status, created_at, id);
CREATE INDEX subscriptions_by_status_next_payment
  ON subscriptions (account_id, status, next_payment_date, id);
CREATE INDEX subscriptions_by_category ON subscriptions (account_id, category, created_at, id);
CREATE INDEX subscriptions_by_period ON subscriptions (account_id, period, created_at, id);
CREATE INDEX payments_by_account_date ON payments (account_id, due_on);

-- D41: the paid sums per account, month and currency follow every write of a payment.
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

-- D19: deleting a subscription leaves nothing about it behind, in its own account only.
DROP INDEX channel_deliveries_by_subscription;
CREATE INDEX channel_deliveries_by_subscription
  ON channel_deliveries (account_id, subscription_id);
CREATE TRIGGER channel_deliveries_follow_subscription
AFTER DELETE ON subscriptions
BEGIN
  DELETE FROM channel_deliveries WHERE account_id = old.account_id AND subscription_id = old.id;
END;
`,
};
