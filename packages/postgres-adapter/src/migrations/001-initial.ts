import type { Migration } from './migration.js';

/**
 * The schema the SQLite adapter reaches with its migrations 1 to 8, in PostgreSQL's own
 * types: instants are `timestamptz(3)` (the domain's RFC 3339 strings carry milliseconds),
 * calendar dates `date`, flags `boolean`, JSON `json` (kept as written, key order too), money
 * `bigint` minor units. `schema-parity.test.ts` holds the two schemas to the same tables,
 * columns and indexes.
 *
 * Every text column is `COLLATE "C"`: byte order of UTF-8 is code point order, what SQLite's
 * BINARY collation gives, so sorts (the folded name, ids as tie-breaks) and key comparisons
 * never depend on the database's locale.
 */
export const migration001Initial: Migration = {
  version: 1,
  name: 'initial',
  sql: `
CREATE TABLE accounts (
  id text COLLATE "C" PRIMARY KEY,
  name text COLLATE "C" NOT NULL,
  created_at timestamptz(3) NOT NULL
);

-- D2: only the SHA-256 hex of the key text is stored; id is the public key id.
CREATE TABLE api_keys (
  id text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  scope text COLLATE "C" NOT NULL CHECK (scope IN ('read', 'write')),
  hash text COLLATE "C" NOT NULL UNIQUE,
  created_at timestamptz(3) NOT NULL,
  revoked_at timestamptz(3),
  label text COLLATE "C" CHECK (label IS NULL OR char_length(label) BETWEEN 1 AND 100),
  last_used_at timestamptz(3)
);
CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at, id);

CREATE TABLE subscriptions (
  id text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text COLLATE "C" NOT NULL,
  -- D12: foldCase(name), so q and the name sort never fold at query time.
  name_folded text COLLATE "C" NOT NULL,
  category text COLLATE "C" NOT NULL,
  amount_minor bigint NOT NULL,
  currency text COLLATE "C" NOT NULL,
  period text COLLATE "C" NOT NULL CHECK (period IN ('monthly', 'yearly', 'custom')),
  next_payment_date date NOT NULL,
  billing_anchor_day integer,
  custom_days integer,
  notification_enabled boolean NOT NULL,
  status text COLLATE "C" NOT NULL CHECK (status IN ('active', 'paused', 'cancelled')),
  is_trial boolean NOT NULL,
  trial_ends_on date,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  -- D32: bumped by every stored change; the ETag and the write condition of an update.
  version integer NOT NULL DEFAULT 1
);
-- D12: one index per sort, each ending in id for the tie-break, all led by account_id.
CREATE INDEX subscriptions_by_created ON subscriptions (account_id, created_at, id);
CREATE INDEX subscriptions_by_next_payment ON subscriptions (account_id, next_payment_date, id);
CREATE INDEX subscriptions_by_amount ON subscriptions (account_id, amount_minor, id);
CREATE INDEX subscriptions_by_name ON subscriptions (account_id, name_folded, id);
CREATE INDEX subscriptions_by_status ON subscriptions (account_id, status, created_at, id);
CREATE INDEX subscriptions_by_status_next_payment
  ON subscriptions (account_id, status, next_payment_date, id);
CREATE INDEX subscriptions_by_category ON subscriptions (account_id, category, created_at, id);
CREATE INDEX subscriptions_by_period ON subscriptions (account_id, period, created_at, id);

CREATE TABLE notification_settings (
  account_id text COLLATE "C" PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  days_before integer NOT NULL CHECK (days_before IN (1, 3, 7, 14)),
  time_zone text COLLATE "C",
  locale text COLLATE "C",
  updated_at timestamptz(3) NOT NULL,
  version integer NOT NULL DEFAULT 1
);

-- D18, D19, D30: changes is JSON, NULL on a deletion record.
CREATE TABLE audit_records (
  id text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  occurred_at timestamptz(3) NOT NULL,
  action text COLLATE "C" NOT NULL,
  resource_type text COLLATE "C" NOT NULL,
  resource_id text COLLATE "C" NOT NULL,
  actor_type text COLLATE "C" NOT NULL CHECK (actor_type IN ('api_key', 'web', 'cli')),
  actor_id text COLLATE "C",
  api_key_id text COLLATE "C",
  request_id text COLLATE "C" NOT NULL,
  changes json
);
CREATE INDEX audit_records_by_time ON audit_records (account_id, occurred_at, id);
CREATE INDEX audit_records_by_resource
  ON audit_records (account_id, resource_type, resource_id, occurred_at, id);

-- D28/D29: owner logins, web sessions and one-time sign-in links; secrets only as hashes.
CREATE TABLE owner_logins (
  account_id text COLLATE "C" PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  email text COLLATE "C",
  email_key text COLLATE "C" UNIQUE,
  password_hash text COLLATE "C",
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL
);
CREATE TABLE web_sessions (
  id_hash text COLLATE "C" PRIMARY KEY,
  public_id text COLLATE "C" NOT NULL UNIQUE,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL,
  last_seen_at timestamptz(3) NOT NULL
);
CREATE INDEX web_sessions_by_account ON web_sessions (account_id, last_seen_at);
CREATE TABLE sign_in_links (
  token_hash text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3) NOT NULL
);

-- D35: config is JSON holding the kind's settings and secrets; no API-facing query reads it.
CREATE TABLE notification_channels (
  id text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text COLLATE "C" NOT NULL CHECK (kind IN ('bark', 'ntfy', 'gotify', 'webhook', 'email')),
  label text COLLATE "C" NOT NULL,
  enabled boolean NOT NULL,
  digest boolean NOT NULL,
  config json NOT NULL,
  created_at timestamptz(3) NOT NULL
);
CREATE INDEX notification_channels_by_account
  ON notification_channels (account_id, created_at, id);

-- D16 per channel: one row per channel, subscription, kind and due date.
CREATE TABLE channel_deliveries (
  channel_id text COLLATE "C" NOT NULL REFERENCES notification_channels (id) ON DELETE CASCADE,
  subscription_id text COLLATE "C" NOT NULL,
  kind text COLLATE "C" NOT NULL CHECK (kind IN ('renewal', 'trial_end')),
  due_date date NOT NULL,
  account_id text COLLATE "C" NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  delivered_at timestamptz(3),
  next_attempt_at timestamptz(3),
  last_error text COLLATE "C",
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (channel_id, subscription_id, kind, due_date)
);
CREATE INDEX channel_deliveries_recent ON channel_deliveries (channel_id, updated_at);
CREATE INDEX channel_deliveries_by_subscription ON channel_deliveries (subscription_id);

-- D19: deleting a subscription leaves nothing about it behind. A trigger rather than a
-- foreign key, so the log can also hold keys of records it has not been told about.
CREATE FUNCTION channel_deliveries_follow_subscription() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM channel_deliveries WHERE subscription_id = OLD.id;
  RETURN OLD;
END
$$;
CREATE TRIGGER channel_deliveries_follow_subscription
AFTER DELETE ON subscriptions
FOR EACH ROW EXECUTE FUNCTION channel_deliveries_follow_subscription();

-- D31: stored idempotency keys, one per account and key, with the answer to replay; the
-- expiry index lets expired rows go in small batches without scanning the table.
CREATE TABLE idempotency_keys (
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key text COLLATE "C" NOT NULL,
  method text COLLATE "C" NOT NULL,
  path text COLLATE "C" NOT NULL,
  body_hash text COLLATE "C" NOT NULL,
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3) NOT NULL,
  lease_until timestamptz(3),
  response_status integer,
  response_headers json,
  response_body text COLLATE "C",
  PRIMARY KEY (account_id, key),
  CHECK ((response_status IS NULL) = (response_body IS NULL))
);
CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at);

-- D34: one calendar feed per account; only the SHA-256 hash of its token is stored.
CREATE TABLE calendar_feeds (
  account_id text COLLATE "C" PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash text COLLATE "C" NOT NULL UNIQUE,
  created_at timestamptz(3) NOT NULL
);
`,
};
