import type { Migration } from './migration.js';

// D52: home-currency estimates at dated rates.
/**
 * What SQLite's migration 12 adds, in PostgreSQL's types: reference rates (one row a date
 * and currency, always from EUR), each account's own rates (one row a date and currency
 * pair), a rate as its exact decimal text, and the home currency of each account.
 */
export const migration006ExchangeRates: Migration = {
  version: 6,
  name: 'exchange-rates',
  sql: `
CREATE TABLE reference_exchange_rates (
  currency text COLLATE "C" NOT NULL,
  rate_date date NOT NULL,
  rate text COLLATE "C" NOT NULL,
  PRIMARY KEY (currency, rate_date)
);
CREATE INDEX reference_exchange_rates_by_date ON reference_exchange_rates (rate_date, currency);

CREATE TABLE account_exchange_rates (
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  rate_date date NOT NULL,
  from_currency text COLLATE "C" NOT NULL,
  to_currency text COLLATE "C" NOT NULL,
  rate text COLLATE "C" NOT NULL,
  source text COLLATE "C" NOT NULL CHECK (source IN ('ecb', 'owner')),
  PRIMARY KEY (account_id, rate_date, from_currency, to_currency)
);

CREATE TABLE currency_settings (
  account_id text COLLATE "C" PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  home_currency text COLLATE "C",
  updated_at timestamptz(3) NOT NULL
);
`,
};
