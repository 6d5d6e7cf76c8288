import type { Migration } from './migration.js';

/**
 * What SQLite's migration 11 does, in PostgreSQL's own way. An API key records the
 * member who made it (`created_by`; NULL for keys made with the command line and for every
 * key made before); the invitations of a member removed or given another role before end
 * now. A subscription id is unique within its account only: subscriptions are
 * keyed by (account_id, id), payments by (account_id, subscription_id, due_on) with a foreign
 * key naming both, and a deleted subscription takes the reminder deliveries of its own
 * account only. PostgreSQL changes the keys in place; no row is rewritten.
 */
export const migration005KeyMakersAndAccountScopedIds: Migration = {
  version: 5,
  name: 'key-makers-and-account-scoped-ids',
  sql: `
ALTER TABLE api_keys ADD COLUMN created_by text COLLATE "C";

-- D49: an invitation ends when the member who made it is removed or stops being an owner;
-- those whose maker was removed or given another role before this rule end now.
DELETE FROM invitations WHERE invited_by IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM members AS m
  WHERE m.id = invitations.invited_by AND m.account_id = invitations.account_id
    AND m.role = 'owner');

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
