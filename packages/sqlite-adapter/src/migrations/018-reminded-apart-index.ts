import type { Migration } from './migration.js';

/**
 * The daily reminder check reads only the records that may have a reminder due: those due
 * soon through the index by status and next payment date, and the few active records
 * reminded of dates or at offsets of their own (a trial, a notice period, offsets set on
 * the record) through this partial index, so a check of a large account no longer reads
 * every record. Its condition is the one the check's query repeats (`@subtrack/sql-rows`).
 */
export const migration018RemindedApartIndex: Migration = {
  version: 18,
  name: 'reminded-apart-index',
  sql: `
CREATE INDEX subscriptions_reminded_apart ON subscriptions (account_id, next_payment_date)
  WHERE status = 'active' AND (remind_days_before IS NOT NULL OR notice_days IS NOT NULL OR is_trial);
`,
};
