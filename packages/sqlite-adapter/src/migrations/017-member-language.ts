import type { Migration } from './migration.js';

/**
 * Each member may choose the language of the pages for themselves (the account screen's
 * "Language"); null is "Automatic", the browser's choice, which every member has until they
 * choose.
 */
export const migration017MemberLanguage: Migration = {
  version: 17,
  name: 'member-language',
  sql: `
ALTER TABLE members ADD COLUMN language TEXT;
`,
};
