import type { Migration } from './migration.js';

/**
 * Notification channels, each with its own delivery log. The Bark endpoint stored in
 * `notification_settings` becomes the account's `bark` channel, and the deliveries recorded
 * for it move to that channel, so an upgraded server keeps reminding exactly as before and
 * never sends a reminder twice. The old columns and table go: a secret lives in one place.
 */
export const migration006NotificationChannels: Migration = {
  version: 6,
  name: 'notification-channels',
  sql: `
-- config is JSON holding the kind's settings and secrets; no API-facing query reads it.
CREATE TABLE notification_channels (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('bark', 'ntfy', 'gotify', 'webhook', 'email')),
  label TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  digest INTEGER NOT NULL CHECK (digest IN (0, 1)),
  config TEXT NOT NULL CHECK (json_valid(config)),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX notification_channels_by_account
  ON notification_channels (account_id, created_at, id);

-- D16 per channel: one row per channel, subscription, kind and due date.
CREATE TABLE channel_deliveries (
  channel_id TEXT NOT NULL REFERENCES notification_channels (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('renewal', 'trial_end')),
  due_date TEXT NOT NULL,
  account_id TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  next_attempt_at TEXT,
  last_error TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (channel_id, subscription_id, kind, due_date)
) STRICT, WITHOUT ROWID;
CREATE INDEX channel_deliveries_recent ON channel_deliveries (channel_id, updated_at);
CREATE INDEX channel_deliveries_by_subscription ON channel_deliveries (subscription_id);
-- D19: deleting a subscription leaves nothing about it behind.
CREATE TRIGGER channel_deliveries_follow_subscription
AFTER DELETE ON subscriptions
BEGIN
  DELETE FROM channel_deliveries WHERE subscription_id = old.id;
END;

-- The push endpoint of D16 becomes a bark channel with a random (version 4) UUID.
INSERT INTO notification_channels (id, account_id, kind, label, enabled, digest, config, created_at)
SELECT
  lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
    || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2)
    || '-' || hex(randomblob(6))),
  account_id, 'bark', 'Bark', 1, 0,
  json_object('kind', 'bark', 'url', push_url, 'deviceKey', device_key),
  updated_at
FROM notification_settings
WHERE push_url IS NOT NULL AND device_key IS NOT NULL;

INSERT INTO channel_deliveries
  (channel_id, subscription_id, kind, due_date, account_id, attempts, delivered_at,
   next_attempt_at, last_error, updated_at)
SELECT c.id, d.subscription_id, d.kind, d.due_date, d.account_id, d.attempts, d.delivered_at,
  d.next_attempt_at, d.last_error, coalesce(d.delivered_at, d.next_attempt_at, c.created_at)
FROM reminder_deliveries AS d JOIN notification_channels AS c ON c.account_id = d.account_id;

DROP TRIGGER reminder_deliveries_follow_subscription;
DROP TABLE reminder_deliveries;
ALTER TABLE notification_settings DROP COLUMN push_url;
ALTER TABLE notification_settings DROP COLUMN device_key;
`,
};
