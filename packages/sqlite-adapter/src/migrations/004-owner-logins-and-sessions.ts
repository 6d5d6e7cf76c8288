import type { Migration } from './migration.js';

/**
 * Owner logins (one per account, email unique without regard to case), web
 * sessions and one-time sign-in links. Sessions and links are stored only as the SHA-256
 * of their secret; the password only as its scrypt hash.
 */
export const migration004OwnerLoginsAndSessions: Migration = {
  version: 4,
  name: 'owner-logins-and-sessions',
  sql: `
CREATE TABLE owner_logins (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  email TEXT,
  email_key TEXT UNIQUE,
  password_hash TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE web_sessions (
  id_hash TEXT PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX web_sessions_by_account ON web_sessions (account_id, last_seen_at);

CREATE TABLE sign_in_links (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
`,
};
