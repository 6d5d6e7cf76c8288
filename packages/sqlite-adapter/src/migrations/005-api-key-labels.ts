import type { Migration } from './migration.js';

/**
 * An API key's optional label and the time it last authenticated a request (recorded
 * at most once a minute per key, see `recordUse`). `length()` counts code points of TEXT,
 * the domain's rule for the label.
 */
export const migration005ApiKeyLabels: Migration = {
  version: 5,
  name: 'api-key-labels',
  sql: `
ALTER TABLE api_keys ADD COLUMN label TEXT CHECK (label IS NULL OR length(label) BETWEEN 1 AND 100);
ALTER TABLE api_keys ADD COLUMN last_used_at TEXT;
`,
};
