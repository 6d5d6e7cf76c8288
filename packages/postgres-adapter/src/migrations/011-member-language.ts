import type { Migration } from './migration.js';

/**
 * What SQLite's migration 17 does: each member may choose the language of the pages for
 * themselves; null is "Automatic", the browser's choice.
 */
export const migration011MemberLanguage: Migration = {
  version: 11,
  name: 'member-language',
  sql: `
ALTER TABLE members ADD COLUMN language TEXT;
`,
};
