import type { Migration } from './migration.js';

/**
 * What SQLite's migration 18 does: a partial index of the active records reminded of dates
 * or at offsets of their own (a trial, a notice period, offsets set on the record), so the
 * daily reminder check reads only the records that may have a reminder due instead of
 * every record of the account.
 */
export const migration012RemindedApartIndex: Migration = {
  version: 12,
  name: 'reminded-apart-index',
  sql: `
CREATE INDEX subscriptions_reminded_apart ON subscriptions (account_id, next_payment_date)
  WHERE status = 'active' AND (remind_days_before IS NOT NULL OR notice_days IS NOT NULL OR is_trial);
`,
};
