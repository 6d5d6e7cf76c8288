import type { Migration } from './migration.js';

/**
 * One calendar feed per account; only the SHA-256 hash of its secret token is stored,
 * unique so a feed request finds its account by one index lookup.
 */
export const migration008CalendarFeeds: Migration = {
  version: 8,
  name: 'calendar-feeds',
  sql: `
CREATE TABLE calendar_feeds (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) STRICT;
`,
};
