import type { Migration } from './migration.js';

/**
 * What SQLite's migration 16 adds: an index of the paid payments by account and due date
 * that holds their currency and amount, so the spend converted into the home currency sums
 * a year of payments per day and currency from the index alone.
 */
export const migration010PaidByDayIndex: Migration = {
  version: 10,
  name: 'paid-by-day-index',
  sql: `
CREATE INDEX payments_paid_by_day ON payments (account_id, due_on, currency)
  INCLUDE (amount_minor) WHERE status = 'paid';
`,
};
