/** The columns of an account's own rate, in the order both adapters read them. */
export const RATE_COLUMNS = 'rate_date, from_currency, to_currency, rate, source';

/**
 * The bounds of an open end of a date range: the widest dates PostgreSQL's `date` type and
 * the domain's `YYYY-MM-DD` text both hold.
 */
export const EARLIEST_DATE = '0001-01-01';
export const LATEST_DATE = '9999-12-31';

/**
 * The statements of the exchange rates both engines write alike. Batches, windows and the
 * list of both tables stay in each adapter: PostgreSQL takes arrays where SQLite reads JSON,
 * and each engine merges the two tables its own way.
 */
export const RATE_SQL = {
  findOwn: `SELECT ${RATE_COLUMNS} FROM account_exchange_rates
WHERE account_id = ? AND rate_date = ? AND from_currency = ? AND to_currency = ?`,
} as const;

/** The statements of each account's home currency. */
export const CURRENCY_SETTINGS_SQL = {
  get: 'SELECT home_currency, updated_at FROM currency_settings WHERE account_id = ?',
  save: `INSERT INTO currency_settings (account_id, home_currency, updated_at) VALUES (?, ?, ?)
ON CONFLICT (account_id) DO UPDATE SET home_currency = excluded.home_currency,
  updated_at = excluded.updated_at`,
} as const;
