import type { Migration } from './migration.js';

// A version-4-shaped random UUID in SQL, for the members this migration makes from the owner
// logins (the application makes UUID v7s; both are UUIDs, and ids are never ordered).
const RANDOM_UUID = `lower(
  substr(hex(randomblob(4)), 1, 8) || '-' || substr(hex(randomblob(2)), 1, 4) || '-4' ||
  substr(hex(randomblob(2)), 2, 3) || '-8' || substr(hex(randomblob(2)), 2, 3) || '-' ||
  hex(randomblob(6)))`;

/**
 * An account has members, each a login with a role. Every account's owner login
 * becomes its first member, an owner; an account without one gets an owner with no
 * email and no password yet (it signs in by link). Web sessions and sign-in links then
 * belong to a member, and deleting a member deletes what is only theirs. Invitations,
 * identity-provider logins, passkeys and the challenges of two-request sign-ins are new.
 * Web audit records also name the member (`actor_member_id`).
 */
export const migration010MembersAndSignInMethods: Migration = {
  version: 10,
  name: 'members-and-sign-in-methods',
  sql: `
CREATE TABLE members (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email TEXT,
  email_key TEXT UNIQUE,
  password_hash TEXT,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX members_by_account ON members (account_id, created_at, id);

INSERT INTO members (id, account_id, email, email_key, password_hash, role, created_at, updated_at)
SELECT ${RANDOM_UUID}, a.id, l.email, l.email_key, l.password_hash, 'owner',
  coalesce(l.created_at, a.created_at), coalesce(l.updated_at, a.created_at)
FROM accounts a LEFT JOIN owner_logins l ON l.account_id = a.id;

DROP TABLE owner_logins;

CREATE TABLE web_sessions_by_member (
  id_hash TEXT PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
INSERT INTO web_sessions_by_member
SELECT s.id_hash, s.public_id, s.account_id, m.id, s.created_at, s.last_seen_at
FROM web_sessions s JOIN members m ON m.account_id = s.account_id;
DROP TABLE web_sessions;
ALTER TABLE web_sessions_by_member RENAME TO web_sessions;
CREATE INDEX web_sessions_by_member ON web_sessions (member_id, last_seen_at);

CREATE TABLE sign_in_links_by_member (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
INSERT INTO sign_in_links_by_member
SELECT l.token_hash, l.account_id, m.id, l.created_at, l.expires_at
FROM sign_in_links l JOIN members m ON m.account_id = l.account_id;
DROP TABLE sign_in_links;
ALTER TABLE sign_in_links_by_member RENAME TO sign_in_links;
CREATE INDEX sign_in_links_by_member ON sign_in_links (member_id);

CREATE TABLE invitations (
  token_hash TEXT PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  email TEXT,
  invited_by TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX invitations_by_account ON invitations (account_id);

CREATE TABLE identities (
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (issuer, subject)
) STRICT, WITHOUT ROWID;
CREATE INDEX identities_by_member ON identities (member_id, created_at);

CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  credential_id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
) STRICT, WITHOUT ROWID;
CREATE INDEX passkeys_by_member ON passkeys (member_id, created_at);

CREATE TABLE sign_in_challenges (
  key_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  account_id TEXT REFERENCES accounts (id) ON DELETE CASCADE,
  member_id TEXT REFERENCES members (id) ON DELETE CASCADE,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX sign_in_challenges_by_expiry ON sign_in_challenges (expires_at);

-- Web writes name the member behind them; every web write before members was the owner's.
ALTER TABLE audit_records ADD COLUMN actor_member_id TEXT;
UPDATE audit_records SET actor_member_id =
  (SELECT m.id FROM members m WHERE m.account_id = audit_records.account_id)
WHERE actor_type = 'web';
`,
};
