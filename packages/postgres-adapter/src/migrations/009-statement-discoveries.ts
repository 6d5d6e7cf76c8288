import type { Migration } from './migration.js';

// D56: finding subscriptions in bank exports.
/**
 * What SQLite's migration 15 adds, in PostgreSQL's types: the counterparties each account
 * said are not a subscription (one row an account and counterparty key), and the payment
 * sources `bank` and `manual`.
 */
export const migration009StatementDiscoveries: Migration = {
  version: 9,
  name: 'statement-discoveries',
  sql: `
CREATE TABLE dismissed_counterparties (
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  counterparty_key text COLLATE "C" NOT NULL,
  id text COLLATE "C" NOT NULL UNIQUE,
  name text COLLATE "C" NOT NULL,
  dismissed_at timestamptz(3) NOT NULL,
  PRIMARY KEY (account_id, counterparty_key)
);

ALTER TABLE payments DROP CONSTRAINT payments_source_check;
ALTER TABLE payments ADD CONSTRAINT payments_source_check
  CHECK (source IN ('renewal', 'backfill', 'import', 'bank', 'manual'));
`,
};
