import type { Migration } from './migration.js';

/**
 * What SQLite's migration 9 adds, in PostgreSQL's types. Every existing
 * database keeps working unchanged: each record gets `interval_count` 1 and no end, start,
 * notice or offsets (so it bills, ends and reminds exactly as before), and each delivery
 * already recorded becomes the reminder at the account's `daysBefore` then in force (3,
 * the default, where an account has no settings).
 */
export const migration003BillingAndPayments: Migration = {
  version: 3,
  name: 'billing-and-payments',
  sql: `
ALTER TABLE subscriptions
  ADD COLUMN interval_count integer NOT NULL DEFAULT 1 CHECK (interval_count BETWEEN 1 AND 36),
  ADD COLUMN ends_on date,
  ADD COLUMN notice_days integer CHECK (notice_days BETWEEN 1 AND 365),
  -- D42: a JSON array of 1 to 3 offsets in days, farthest first; NULL: the account's daysBefore.
  ADD COLUMN remind_days_before json,
  ADD COLUMN started_on date;

-- D40: one row per subscription and due date (the primary key), so a retry or a second
-- process cannot double a payment (INSERT ... ON CONFLICT DO NOTHING).
CREATE TABLE payments (
  subscription_id text COLLATE "C" NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  due_on date NOT NULL,
  id text COLLATE "C" NOT NULL UNIQUE,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text COLLATE "C" NOT NULL,
  status text COLLATE "C" NOT NULL CHECK (status IN ('paid', 'skipped')),
  source text COLLATE "C" NOT NULL CHECK (source IN ('renewal', 'backfill', 'import')),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (subscription_id, due_on)
);
CREATE INDEX payments_by_account_date ON payments (account_id, due_on);

-- D41: the paid payments of each account, month and currency, kept by the trigger below in
-- the same transaction as every write of a payment (inserts, changes, deletes, the cascade
-- of a deleted subscription included), so the spend over time reads a few rows.
CREATE TABLE payment_month_totals (
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  month text COLLATE "C" NOT NULL,
  currency text COLLATE "C" NOT NULL,
  paid_minor bigint NOT NULL,
  paid_count integer NOT NULL,
  PRIMARY KEY (account_id, month, currency)
);
CREATE FUNCTION payment_month_totals_follow_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'paid' THEN
    UPDATE payment_month_totals SET paid_minor = paid_minor - OLD.amount_minor,
      paid_count = paid_count - 1
    WHERE account_id = OLD.account_id AND month = to_char(OLD.due_on, 'YYYY-MM')
      AND currency = OLD.currency;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'paid' THEN
    INSERT INTO payment_month_totals (account_id, month, currency, paid_minor, paid_count)
    VALUES (NEW.account_id, to_char(NEW.due_on, 'YYYY-MM'), NEW.currency, NEW.amount_minor, 1)
    ON CONFLICT (account_id, month, currency) DO UPDATE
    SET paid_minor = payment_month_totals.paid_minor + excluded.paid_minor,
      paid_count = payment_month_totals.paid_count + 1;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER payment_month_totals_follow_payments
AFTER INSERT OR UPDATE OR DELETE ON payments
FOR EACH ROW EXECUTE FUNCTION payment_month_totals_follow_payments();

-- D39: what subtrack writes by itself (a subscription reaching its end) is recorded with
-- actor_type 'system'.
ALTER TABLE audit_records DROP CONSTRAINT audit_records_actor_type_check;
ALTER TABLE audit_records ADD CONSTRAINT audit_records_actor_type_check
  CHECK (actor_type IN ('api_key', 'web', 'cli', 'system'));

-- D42: one row per channel, subscription, kind, due date and offset; a reminder a nearer one
-- made pointless is kept as superseded_at.
ALTER TABLE channel_deliveries DROP CONSTRAINT channel_deliveries_kind_check;
ALTER TABLE channel_deliveries ADD CONSTRAINT channel_deliveries_kind_check
  CHECK (kind IN ('renewal', 'trial_end', 'cancel_by'));
ALTER TABLE channel_deliveries
  ADD COLUMN offset_days integer CHECK (offset_days BETWEEN 0 AND 60),
  ADD COLUMN superseded_at timestamptz(3);
UPDATE channel_deliveries AS d SET offset_days = coalesce(
  (SELECT s.days_before FROM notification_settings AS s WHERE s.account_id = d.account_id), 3);
ALTER TABLE channel_deliveries ALTER COLUMN offset_days SET NOT NULL;
ALTER TABLE channel_deliveries DROP CONSTRAINT channel_deliveries_pkey;
ALTER TABLE channel_deliveries
  ADD PRIMARY KEY (channel_id, subscription_id, kind, due_date, offset_days);
`,
};
