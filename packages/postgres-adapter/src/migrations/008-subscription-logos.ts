import type { Migration } from './migration.js';

/**
 * What SQLite's migration 14 adds, in PostgreSQL's types: `has_logo` on each subscription
 * (false for every existing record) and the uploaded logos, one row a subscription keyed
 * by account and subscription together, the re-encoded image as `bytea` (stored out of
 * line by TOAST, so reads of the key stay small).
 */
export const migration008SubscriptionLogos: Migration = {
  version: 8,
  name: 'subscription-logos',
  sql: `
ALTER TABLE subscriptions ADD COLUMN has_logo boolean NOT NULL DEFAULT false;

CREATE TABLE subscription_logos (
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id text COLLATE "C" NOT NULL,
  content_type text COLLATE "C" NOT NULL CHECK (content_type IN ('image/png', 'image/webp')),
  bytes bytea NOT NULL,
  etag text COLLATE "C" NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (account_id, subscription_id)
);
`,
};
