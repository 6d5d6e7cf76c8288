import type { Migration } from './migration.js';

// D56: finding subscriptions in bank exports.
/**
 * Counterparties each account said are not a subscription (one row an account and
 * counterparty key), and two more sources of a payment: `bank` (a charge recorded from a
 * bank statement) and `manual`. SQLite cannot change a CHECK constraint in place, so the
 * payments table is rebuilt with its rows, index and triggers as they were; the monthly
 * sums the triggers keep do not change (copying the rows fires no trigger).
 */
export const migration015StatementDiscoveries: Migration = {
  version: 15,
  name: 'statement-discoveries',
  sql: `
CREATE TABLE dismissed_counterparties (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  counterparty_key TEXT NOT NULL,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  dismissed_at TEXT NOT NULL,
  PRIMARY KEY (account_id, counterparty_key)
) STRICT, WITHOUT ROWID;

CREATE TABLE payments_v15 (
  subscription_id TEXT NOT NULL,
  due_on TEXT NOT NULL,
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'skipped')),
  source TEXT NOT NULL CHECK (source IN ('renewal', 'backfill', 'import', 'bank', 'manual')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, subscription_id, due_on),
  FOREIGN KEY (account_id, subscription_id)
    REFERENCES subscriptions (account_id, id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
INSERT INTO payments_v15 (subscription_id, due_on, id, account_id, amount_minor, currency,
  status, source, created_at, updated_at)
SELECT subscription_id, due_on, id, account_id, amount_minor, currency, status, source,
  created_at, updated_at
FROM payments;
DROP TABLE payments;
ALTER TABLE payments_v15 RENAME TO payments;
CREATE INDEX payments_by_account_date ON payments (account_id, due_on);
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
`,
};
