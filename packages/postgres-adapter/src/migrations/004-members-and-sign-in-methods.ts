import type { Migration } from './migration.js';

/**
 * What SQLite's migration 10 does, in PostgreSQL's types. Every account's
 * owner login becomes its first member, an owner (an account without one gets an
 * owner with no email and no password, who signs in by link); web sessions and sign-in
 * links then belong to a member, and deleting a member deletes what is only theirs.
 * Invitations, identity-provider logins, passkeys and the challenges of two-request
 * sign-ins are new. Web audit records also name the member.
 */
export const migration004MembersAndSignInMethods: Migration = {
  version: 4,
  name: 'members-and-sign-in-methods',
  sql: `
CREATE TABLE members (
  id text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text COLLATE "C",
  email_key text COLLATE "C" UNIQUE,
  password_hash text COLLATE "C",
  role text COLLATE "C" NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL
);
CREATE INDEX members_by_account ON members (account_id, created_at, id);

INSERT INTO members (id, account_id, email, email_key, password_hash, role, created_at, updated_at)
SELECT gen_random_uuid()::text, a.id, l.email, l.email_key, l.password_hash, 'owner',
  coalesce(l.created_at, a.created_at), coalesce(l.updated_at, a.created_at)
FROM accounts a LEFT JOIN owner_logins l ON l.account_id = a.id;

DROP TABLE owner_logins;

ALTER TABLE web_sessions
  ADD COLUMN member_id text COLLATE "C" REFERENCES members (id) ON DELETE CASCADE;
UPDATE web_sessions s SET member_id = m.id FROM members m WHERE m.account_id = s.account_id;
ALTER TABLE web_sessions ALTER COLUMN member_id SET NOT NULL;
DROP INDEX web_sessions_by_account;
CREATE INDEX web_sessions_by_member ON web_sessions (member_id, last_seen_at);

ALTER TABLE sign_in_links
  ADD COLUMN member_id text COLLATE "C" REFERENCES members (id) ON DELETE CASCADE;
UPDATE sign_in_links l SET member_id = m.id FROM members m WHERE m.account_id = l.account_id;
ALTER TABLE sign_in_links ALTER COLUMN member_id SET NOT NULL;
CREATE INDEX sign_in_links_by_member ON sign_in_links (member_id);

CREATE TABLE invitations (
  token_hash text COLLATE "C" PRIMARY KEY,
  id text COLLATE "C" NOT NULL UNIQUE,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role text COLLATE "C" NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  email text COLLATE "C",
  invited_by text COLLATE "C",
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3) NOT NULL
);
CREATE INDEX invitations_by_account ON invitations (account_id);

CREATE TABLE identities (
  issuer text COLLATE "C" NOT NULL,
  subject text COLLATE "C" NOT NULL,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id text COLLATE "C" NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX identities_by_member ON identities (member_id, created_at);

CREATE TABLE passkeys (
  id text COLLATE "C" PRIMARY KEY,
  credential_id text COLLATE "C" NOT NULL UNIQUE,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id text COLLATE "C" NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  name text NOT NULL,
  public_key text COLLATE "C" NOT NULL,
  counter bigint NOT NULL,
  transports json NOT NULL,
  created_at timestamptz(3) NOT NULL,
  last_used_at timestamptz(3)
);
CREATE INDEX passkeys_by_member ON passkeys (member_id, created_at);

CREATE TABLE sign_in_challenges (
  key_hash text COLLATE "C" PRIMARY KEY,
  kind text COLLATE "C" NOT NULL,
  account_id text COLLATE "C" REFERENCES accounts (id) ON DELETE CASCADE,
  member_id text COLLATE "C" REFERENCES members (id) ON DELETE CASCADE,
  payload text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3) NOT NULL
);
CREATE INDEX sign_in_challenges_by_expiry ON sign_in_challenges (expires_at);

-- Web writes name the member behind them; every web write before members was the owner's.
ALTER TABLE audit_records ADD COLUMN actor_member_id text COLLATE "C";
UPDATE audit_records r SET actor_member_id = m.id
FROM members m WHERE m.account_id = r.account_id AND r.actor_type = 'web';
`,
};
