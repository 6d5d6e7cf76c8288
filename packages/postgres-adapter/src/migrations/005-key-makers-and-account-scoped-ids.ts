import type { Migration } from './migration.js';

/**
 * D50: what SQLite's migration 11 does, in PostgreSQL's own way. A subscription id is unique within its account only: subscriptions are
 * keyed by (account_id, id), payments by (account_id, subscription_id, due_on) with a foreign
 * key naming both, and a deleted subscription takes the reminder deliveries of its own
 * account only. PostgreSQL changes the keys in place; no row is rewritten.
 */
export const migration005KeyMakersAndAccountScopedIds: Migration = {
  version: 5,
  name: 'key-makers-and-account-scoped-ids',
  sql: `
ALTER TABLE payments DROP CONSTRAINT payments_subscription_id_fkey;
ALTER TABLE payments DROP CONSTRAINT payments_pkey;
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_pkey;
ALTER TABLE subscriptions ADD PRIMARY KEY (account_id, id);
ALTER TABLE payments ADD PRIMARY KEY (account_id, subscription_id, due_on);
ALTER TABLE payments ADD FOREIGN KEY (account_id, subscription_id)
  REFERENCES subscriptions (account_id, id) ON DELETE CASCADE;

-- D19: deleting a subscription leaves nothing about it behind, in its own account only.
DROP INDEX channel_deliveries_by_subscription;
CREATE INDEX channel_deliveries_by_subscription
  ON channel_deliveries (account_id, subscription_id);
CREATE OR REPLACE FUNCTION channel_deliveries_follow_subscription() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM channel_deliveries
  WHERE account_id = OLD.account_id AND subscription_id = OLD.id;
  RETURN OLD;
END
$$;
`,
};
