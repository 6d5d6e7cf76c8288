import type { Migration } from './migration.js';

/**
 * The logos owners upload: one row a subscription, the re-encoded image (PNG or WebP,
 * never the original) with its ETag, scoped by account and subscription together, and on
 * each subscription `has_logo`, which the same transaction sets and clears. Every existing
 * record starts without a logo. A logo goes with its account; deleting a subscription
 * removes its logo in the same transaction (the domain's delete does both). A row of its
 * own table with a rowid, not WITHOUT ROWID: images are large rows, which SQLite keeps
 * best in overflow pages of a rowid table.
 */
export const migration014SubscriptionLogos: Migration = {
  version: 14,
  name: 'subscription-logos',
  sql: `
ALTER TABLE subscriptions ADD COLUMN has_logo INTEGER NOT NULL DEFAULT 0 CHECK (has_logo IN (0, 1));

CREATE TABLE subscription_logos (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/webp')),
  bytes BLOB NOT NULL,
  etag TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, subscription_id)
) STRICT;
`,
};
