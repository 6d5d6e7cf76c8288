import type { Migration } from './migration.js';

// Reminders on members' devices, sent with the server's one VAPID key pair (D54).
/**
 * A member's browser becomes a channel of kind `webpush` that belongs to the member
 * (`member_id`, set for devices only): deleting the member deletes their devices and, through
 * the channel, the devices' delivery history. SQLite cannot change a CHECK constraint, so the
 * channels table is rebuilt, and its deliveries with it (their foreign key names the new
 * table once it is renamed), whose index and trigger find a subscription's deliveries by its
 * account and id (where an earlier migration made them so, nothing changes). `vapid_keys` holds the server's one key pair
 * (row 1).
 */
export const migration013DevicesAndPushKeys: Migration = {
  version: 13,
  name: 'devices-and-push-keys',
  sql: `
CREATE TABLE notification_channels_v13 (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL
    CHECK (kind IN ('bark', 'ntfy', 'gotify', 'webhook', 'email', 'webpush')),
  label TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  digest INTEGER NOT NULL CHECK (digest IN (0, 1)),
  config TEXT NOT NULL CHECK (json_valid(config)),
  created_at TEXT NOT NULL,
  member_id TEXT REFERENCES members (id) ON DELETE CASCADE,
  CHECK ((kind = 'webpush') = (member_id IS NOT NULL))
) STRICT;
INSERT INTO notification_channels_v13
  (id, account_id, kind, label, enabled, digest, config, created_at)
SELECT id, account_id, kind, label, enabled, digest, config, created_at
FROM notification_channels;

CREATE TABLE channel_deliveries_v13 (
  channel_id TEXT NOT NULL REFERENCES notification_channels_v13 (id) ON DELETE CASCADE,
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
INSERT INTO channel_deliveries_v13 (
  channel_id, subscription_id, kind, due_date, offset_days, account_id, attempts,
  delivered_at, next_attempt_at, last_error, superseded_at, updated_at
)
SELECT channel_id, subscription_id, kind, due_date, offset_days, account_id, attempts,
  delivered_at, next_attempt_at, last_error, superseded_at, updated_at
FROM channel_deliveries;

DROP TRIGGER channel_deliveries_follow_subscription;
DROP TABLE channel_deliveries;
DROP TABLE notification_channels;
ALTER TABLE notification_channels_v13 RENAME TO notification_channels;
ALTER TABLE channel_deliveries_v13 RENAME TO channel_deliveries;
CREATE INDEX notification_channels_by_account
  ON notification_channels (account_id, created_at, id);
CREATE INDEX notification_channels_by_member ON notification_channels (member_id);
CREATE INDEX channel_deliveries_recent ON channel_deliveries (channel_id, updated_at);
-- D19: deleting a subscription leaves nothing about it behind, in its own account only (a
-- subscription is known by its account and id, D50).
CREATE INDEX channel_deliveries_by_subscription
  ON channel_deliveries (account_id, subscription_id);
CREATE TRIGGER channel_deliveries_follow_subscription
AFTER DELETE ON subscriptions
BEGIN
  DELETE FROM channel_deliveries WHERE account_id = old.account_id AND subscription_id = old.id;
END;

CREATE TABLE vapid_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
`,
};
