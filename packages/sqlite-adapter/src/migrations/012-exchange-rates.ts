import type { Migration } from './migration.js';

// D52: home-currency estimates at dated rates.
/**
 * Exchange rates and the home currency. Reference rates (the European Central Bank's,
 * loaded by the operator for every account) are one row a date and currency, always from
 * EUR; an account's own rates (typed or imported) one row a date and currency pair. A rate
 * is its exact decimal text ("1.0856"), never a float. The home currency is one row an
 * account. An account's rates and setting go with the account.
 */
export const migration012ExchangeRates: Migration = {
  version: 12,
  name: 'exchange-rates',
  sql: `
CREATE TABLE reference_exchange_rates (
  currency TEXT NOT NULL,
  rate_date TEXT NOT NULL,
  rate TEXT NOT NULL,
  PRIMARY KEY (currency, rate_date)
) STRICT, WITHOUT ROWID;
CREATE INDEX reference_exchange_rates_by_date ON reference_exchange_rates (rate_date, currency);

CREATE TABLE account_exchange_rates (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  rate_date TEXT NOT NULL,
  from_currency TEXT NOT NULL,
  to_currency TEXT NOT NULL,
  rate TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('ecb', 'owner')),
  PRIMARY KEY (account_id, rate_date, from_currency, to_currency)
) STRICT, WITHOUT ROWID;

CREATE TABLE currency_settings (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  home_currency TEXT,
  updated_at TEXT NOT NULL
) STRICT;
`,
};
