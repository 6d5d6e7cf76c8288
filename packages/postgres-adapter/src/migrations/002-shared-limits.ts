import type { Migration } from './migration.js';

/**
 * The limits every process on one database shares, so N processes
 * behind one proxy count one quota and one throttle: each key's current request window,
 * and each key's recent failures and block. PostgreSQL only: a SQLite database serves one
 * process, which keeps them in memory (see the schema-parity test).
 */
export const migration002SharedLimits: Migration = {
  version: 2,
  name: 'shared-limits',
  sql: `
CREATE TABLE request_quotas (
  key text COLLATE "C" PRIMARY KEY,
  window_start timestamptz(3) NOT NULL,
  used integer NOT NULL CHECK (used >= 0)
);

-- failures and caused_block: JSON arrays of {at, attempt}, the domain's ThrottleState.
-- forget_after: when the failures have left the window and the block has ended; rows past
-- it are removed a few at a time through this index.
CREATE TABLE failure_throttles (
  key text COLLATE "C" PRIMARY KEY,
  failures json NOT NULL,
  blocked_until timestamptz(3),
  caused_block json NOT NULL,
  forget_after timestamptz(3) NOT NULL
);
CREATE INDEX failure_throttles_by_forget_after ON failure_throttles (forget_after);
`,
};
