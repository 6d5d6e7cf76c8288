import type { Migration } from './migration.js';

/**
 * What SQLite's migration 16 does: the index of payments by account and due date also
 * holds each payment's status, currency and amount, so the spend converted into the home
 * currency sums a year of payments per day and currency from the index alone. It replaces
 * the narrower index, so writing a payment updates as many indexes as before.
 */
export const migration010PaidByDayIndex: Migration = {
  version: 10,
  name: 'paid-by-day-index',
  sql: `
DROP INDEX payments_by_account_date;
CREATE INDEX payments_by_account_date ON payments (account_id, due_on)
  INCLUDE (status, currency, amount_minor);
`,
};
