import type { Migration } from './migration.js';

// Reminders on members' devices, sent with the server's one VAPID key pair (D54).
/**
 * What SQLite's migration 13 does, in PostgreSQL's types: a channel may be a member's device
 * (`webpush`), which belongs to its member (`member_id`, set for devices only), so deleting
 * the member deletes their devices and their delivery history; `vapid_keys` holds the
 * server's one key pair (row 1).
 */
export const migration007DevicesAndPushKeys: Migration = {
  version: 7,
  name: 'devices-and-push-keys',
  sql: `
ALTER TABLE notification_channels DROP CONSTRAINT notification_channels_kind_check;
ALTER TABLE notification_channels ADD CONSTRAINT notification_channels_kind_check
  CHECK (kind IN ('bark', 'ntfy', 'gotify', 'webhook', 'email', 'webpush'));
ALTER TABLE notification_channels
  ADD COLUMN member_id text COLLATE "C" REFERENCES members (id) ON DELETE CASCADE;
ALTER TABLE notification_channels ADD CONSTRAINT notification_channels_device_member
  CHECK ((kind = 'webpush') = (member_id IS NOT NULL));
CREATE INDEX notification_channels_by_member ON notification_channels (member_id);

-- D19: a subscription's deliveries are found by its account and id, as SQLite's migration 13
-- rebuilds them (where an earlier migration made them so already, this changes nothing).
DROP INDEX IF EXISTS channel_deliveries_by_subscription;
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

CREATE TABLE vapid_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  public_key text COLLATE "C" NOT NULL,
  private_key text COLLATE "C" NOT NULL,
  created_at timestamptz(3) NOT NULL
);
`,
};
