import {
  type AccountRateKey,
  type CalendarDate,
  type Currency,
  type CurrencySettings,
  type CurrencySettingsStore,
  EURO,
  type EuroRate,
  type ExchangeRate,
  type ExchangeRateListQuery,
  type ExchangeRateStore,
  type Page,
  type RateSource,
  type RateWindow,
  type ScopedExchangeRate,
} from '@subtrack/domain';
import {
  CURRENCY_SETTINGS_SQL,
  EARLIEST_DATE,
  LATEST_DATE,
  queriesIn,
  RATE_COLUMNS,
  RATE_SQL,
} from '@subtrack/sql-rows';
import type { Session } from './session.js';

// A whole batch in one statement: the rows travel as three arrays and unnest into a table.
// The domain hands over distinct rows, which one ON CONFLICT ... DO UPDATE requires. A rate
// that did not change is left as it is (a daily import of the whole history changes the
// newest day only): no new row version, no index entry, no WAL.
const PUT_REFERENCE = `INSERT INTO reference_exchange_rates AS r (currency, rate_date, rate)
SELECT * FROM unnest($1::text[], $2::date[], $3::text[])
ON CONFLICT (currency, rate_date) DO UPDATE SET rate = excluded.rate
WHERE r.rate <> excluded.rate`;
const PUT_OWN = `INSERT INTO account_exchange_rates AS r
  (account_id, rate_date, from_currency, to_currency, rate, source)
SELECT $1, * FROM unnest($2::date[], $3::text[], $4::text[], $5::text[], $6::text[])
ON CONFLICT (account_id, rate_date, from_currency, to_currency)
DO UPDATE SET rate = excluded.rate, source = excluded.source
WHERE r.rate <> excluded.rate OR r.source <> excluded.source`;
const RATES = queriesIn('postgres', RATE_SQL);
const CURRENCY_SETTINGS = queriesIn('postgres', CURRENCY_SETTINGS_SQL);
// Through the primary key (account, date, from, to): a page costs its own rows.
const OWN_FIRST_PAGE = `SELECT ${RATE_COLUMNS} FROM account_exchange_rates WHERE account_id = $1
ORDER BY rate_date, from_currency, to_currency LIMIT $2`;
const OWN_NEXT_PAGE = `SELECT ${RATE_COLUMNS} FROM account_exchange_rates
WHERE account_id = $1 AND (rate_date, from_currency, to_currency) > ($3, $4, $5)
ORDER BY rate_date, from_currency, to_currency LIMIT $2`;
// The literals carry the columns' collation, so the two halves of a union sort alike.
const REFERENCE_COLUMNS = `rate_date, 'EUR'::text COLLATE "C" AS from_currency,
  currency AS to_currency, rate, 'ecb'::text COLLATE "C" AS source`;
const REFERENCE_WINDOW = `SELECT ${REFERENCE_COLUMNS} FROM reference_exchange_rates
WHERE currency = ANY ($1::text[]) AND rate_date BETWEEN $2 AND $3`;
const OWN_WINDOW = `SELECT ${RATE_COLUMNS} FROM account_exchange_rates
WHERE account_id = $1 AND rate_date BETWEEN $2 AND $3
  AND from_currency = ANY ($4::text[]) AND to_currency = ANY ($4::text[])`;
const LIST = `SELECT ${RATE_COLUMNS}, 0 AS reference FROM account_exchange_rates
WHERE account_id = $1 AND rate_date BETWEEN $2 AND $3
  AND ($4::text IS NULL OR from_currency = $4 OR to_currency = $4)
UNION ALL
SELECT ${REFERENCE_COLUMNS}, 1 FROM reference_exchange_rates
WHERE rate_date BETWEEN $2 AND $3 AND ($4::text IS NULL OR $4 = 'EUR' OR currency = $4)
ORDER BY 1 DESC, 2, 3, 6 LIMIT $5 OFFSET $6`;

interface RateRow {
  rate_date: string;
  from_currency: string;
  to_currency: string;
  rate: string;
  source: string;
}

const toRate = (row: RateRow): ExchangeRate => ({
  date: row.rate_date,
  from: row.from_currency,
  to: row.to_currency,
  rate: row.rate,
  // The CHECK constraint keeps it within the two sources.
  source: row.source as RateSource,
});

/** Exchange rates in PostgreSQL (migration 6): the reference rates and each account's own. */
export class PostgresExchangeRateStore implements ExchangeRateStore {
  constructor(private readonly db: Session) {}

  async putReferenceRates(rates: readonly EuroRate[]): Promise<number> {
    if (rates.length === 0) return 0;
    await this.db.query(PUT_REFERENCE, [
      rates.map((r) => r.currency),
      rates.map((r) => r.date),
      rates.map((r) => r.rate),
    ]);
    return rates.length;
  }

  async putAccountRates(accountId: string, rates: readonly ExchangeRate[]): Promise<number> {
    if (rates.length === 0) return 0;
    await this.db.query(PUT_OWN, [
      accountId,
      rates.map((r) => r.date),
      rates.map((r) => r.from),
      rates.map((r) => r.to),
      rates.map((r) => r.rate),
      rates.map((r) => r.source),
    ]);
    return rates.length;
  }

  async findAccountRate(
    accountId: string,
    date: CalendarDate,
    from: string,
    to: string,
  ): Promise<ExchangeRate | null> {
    const { rows } = await this.db.query<RateRow>(RATES.findOwn, [accountId, date, from, to]);
    return rows[0] === undefined ? null : toRate(rows[0]);
  }

  async listAccountRates(
    accountId: string,
    after: AccountRateKey | null,
    limit: number,
  ): Promise<ExchangeRate[]> {
    const { rows } =
      after === null
        ? await this.db.query<RateRow>(OWN_FIRST_PAGE, [accountId, limit])
        : await this.db.query<RateRow>(OWN_NEXT_PAGE, [
            accountId,
            limit,
            after.date,
            after.from,
            after.to,
          ]);
    return rows.map(toRate);
  }

  async ratesBetween(accountId: string, window: RateWindow): Promise<ScopedExchangeRate[]> {
    const currencies = [...window.currencies];
    const reference = currencies.includes(EURO)
      ? (await this.db.query<RateRow>(REFERENCE_WINDOW, [currencies, window.from, window.to])).rows
      : [];
    const own = (
      await this.db.query<RateRow>(OWN_WINDOW, [accountId, window.from, window.to, currencies])
    ).rows;
    return [
      ...reference.map((row): ScopedExchangeRate => ({ ...toRate(row), scope: 'reference' })),
      ...own.map((row): ScopedExchangeRate => ({ ...toRate(row), scope: 'account' })),
    ];
  }

  async list(accountId: string, query: ExchangeRateListQuery): Promise<Page<ScopedExchangeRate>> {
    const { currency = null, from = EARLIEST_DATE, to = LATEST_DATE } = query.filters;
    const { rows } = await this.db.query<RateRow & { reference: number }>(LIST, [
      accountId,
      from,
      to,
      currency,
      query.limit + 1,
      query.offset,
    ]);
    const hasMore = rows.length > query.limit;
    return {
      items: (hasMore ? rows.slice(0, query.limit) : rows).map((row) => ({
        ...toRate(row),
        scope: row.reference === 1 ? 'reference' : 'account',
      })),
      hasMore,
    };
  }
}

/** Each account's home currency in PostgreSQL (migration 6). */
export class PostgresCurrencySettingsStore implements CurrencySettingsStore {
  constructor(private readonly db: Session) {}

  async get(accountId: string): Promise<CurrencySettings | null> {
    const { rows } = await this.db.query<{ home_currency: string | null; updated_at: string }>(
      CURRENCY_SETTINGS.get,
      [accountId],
    );
    const row = rows[0];
    if (row === undefined) return null;
    // Only the domain's validated currencies are ever written.
    return {
      accountId,
      homeCurrency: row.home_currency as Currency | null,
      updatedAt: row.updated_at,
    };
  }

  async save(settings: CurrencySettings): Promise<void> {
    await this.db.query(CURRENCY_SETTINGS.save, [
      settings.accountId,
      settings.homeCurrency,
      settings.updatedAt,
    ]);
  }
}
