import type { Migration } from './migration.js';

/**
 * The reminder delivery log, one row per subscription, kind and due date, so a push is
 * sent at most once and failed pushes are retried with back-off across restarts.
 */
export const migration002ReminderDeliveries: Migration = {
  version: 2,
  name: 'reminder-deliveries',
  sql: `
CREATE TABLE reminder_deliveries (
  subscription_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('renewal', 'trial_end')),
  due_date TEXT NOT NULL,
  account_id TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  next_attempt_at TEXT,
  last_error TEXT,
  PRIMARY KEY (subscription_id, kind, due_date)
) STRICT, WITHOUT ROWID;

-- D19: deleting a subscription leaves nothing about it behind. A trigger rather than a foreign
-- key, so the log can also hold keys of records it has not been told about (the worker's view).
CREATE TRIGGER reminder_deliveries_follow_subscription
AFTER DELETE ON subscriptions
BEGIN
  DELETE FROM reminder_deliveries WHERE subscription_id = old.id;
END;
`,
};
