import {
  type AccountRateKey,
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
  type SynchronousPort,
} from '@subtrack/domain';
import { CURRENCY_SETTINGS_SQL, EARLIEST_DATE, LATEST_DATE, RATE_SQL } from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

// A rate that did not change is left as it is (a daily import of the whole history changes
// the newest day only), so it costs a lookup, not a write.
const PUT_REFERENCE = `INSERT INTO reference_exchange_rates (currency, rate_date, rate) VALUES (?, ?, ?)
ON CONFLICT (currency, rate_date) DO UPDATE SET rate = excluded.rate WHERE rate <> excluded.rate`;
const PUT_OWN = `INSERT INTO account_exchange_rates
  (account_id, rate_date, from_currency, to_currency, rate, source) VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT (account_id, rate_date, from_currency, to_currency)
DO UPDATE SET rate = excluded.rate, source = excluded.source
WHERE rate <> excluded.rate OR source <> excluded.source`;
// Through the primary key (account, date, from, to): a page costs its own rows.
const OWN_PAGE = `SELECT rate_date, from_currency, to_currency, rate, source FROM account_exchange_rates
WHERE account_id = ? AND (rate_date, from_currency, to_currency) > (?, ?, ?)
ORDER BY rate_date, from_currency, to_currency LIMIT ?`;
// The currencies of a window come as one JSON array, so one statement serves any number.
const REFERENCE_WINDOW = `SELECT rate_date, 'EUR', currency, rate, 'ecb' FROM reference_exchange_rates
WHERE currency IN (SELECT value FROM json_each(?)) AND rate_date BETWEEN ? AND ?`;
const OWN_WINDOW = `SELECT rate_date, from_currency, to_currency, rate, source FROM account_exchange_rates
WHERE account_id = ? AND rate_date BETWEEN ? AND ?
  AND from_currency IN (SELECT value FROM json_each(?)) AND to_currency IN (SELECT value FROM json_each(?))`;
// Both tables read in date order through their date indexes and merged (SQLite's MERGE of a
// UNION ALL): a page costs its own rows, only the rows of one date are sorted further.
const LIST = `SELECT rate_date, from_currency, to_currency, rate, source, 0 AS reference
FROM account_exchange_rates
WHERE account_id = @account AND rate_date BETWEEN @from AND @to
  AND (@currency IS NULL OR from_currency = @currency OR to_currency = @currency)
UNION ALL
SELECT rate_date, 'EUR', currency, rate, 'ecb', 1 FROM reference_exchange_rates
WHERE rate_date BETWEEN @from AND @to AND (@currency IS NULL OR @currency = 'EUR' OR currency = @currency)
ORDER BY 1 DESC, 2, 3, 6 LIMIT @limit OFFSET @offset`;

type RateValues = [date: string, from: string, to: string, rate: string, source: string];

const toRate = (v: RateValues): ExchangeRate => ({
  date: v[0],
  from: v[1],
  to: v[2],
  rate: v[3],
  // The CHECK constraint keeps it within the two sources.
  source: v[4] as RateSource,
});

/** Exchange rates in SQLite (migration 12): the reference rates and each account's own. */
export class SqliteExchangeRateStore implements SynchronousPort<ExchangeRateStore> {
  private readonly statements: StatementCache;
  private readonly putReference: (rates: readonly EuroRate[]) => void;
  private readonly putOwn: (accountId: string, rates: readonly ExchangeRate[]) => void;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
    // One transaction per call (a savepoint inside the caller's): thousands of rows take
    // one commit, and a failed row leaves none of the call's.
    this.putReference = db.transaction((rates: readonly EuroRate[]) => {
      const insert = this.statements.get(PUT_REFERENCE);
      for (const r of rates) insert.run(r.currency, r.date, r.rate);
    });
    this.putOwn = db.transaction((accountId: string, rates: readonly ExchangeRate[]) => {
      const insert = this.statements.get(PUT_OWN);
      for (const r of rates) insert.run(accountId, r.date, r.from, r.to, r.rate, r.source);
    });
  }

  putReferenceRates(rates: readonly EuroRate[]): number {
    this.putReference(rates);
    return rates.length;
  }

  putAccountRates(accountId: string, rates: readonly ExchangeRate[]): number {
    this.putOwn(accountId, rates);
    return rates.length;
  }

  findAccountRate(accountId: string, date: string, from: string, to: string): ExchangeRate | null {
    const values = this.statements
      .getRaw<RateValues>(RATE_SQL.findOwn)
      .get(accountId, date, from, to);
    return values === undefined ? null : toRate(values);
  }

  listAccountRates(accountId: string, after: AccountRateKey | null, limit: number): ExchangeRate[] {
    const { date, from, to } = after ?? { date: '', from: '', to: '' };
    return this.statements
      .getRaw<RateValues>(OWN_PAGE)
      .all(accountId, date, from, to, limit)
      .map(toRate);
  }

  ratesBetween(accountId: string, window: RateWindow): ScopedExchangeRate[] {
    const currencies = JSON.stringify(window.currencies);
    const rates: ScopedExchangeRate[] = [];
    if (window.currencies.includes(EURO)) {
      for (const values of this.statements
        .getRaw<RateValues>(REFERENCE_WINDOW)
        .all(currencies, window.from, window.to)) {
        rates.push({ ...toRate(values), scope: 'reference' });
      }
    }
    for (const values of this.statements
      .getRaw<RateValues>(OWN_WINDOW)
      .all(accountId, window.from, window.to, currencies, currencies)) {
      rates.push({ ...toRate(values), scope: 'account' });
    }
    return rates;
  }

  list(accountId: string, query: ExchangeRateListQuery): Page<ScopedExchangeRate> {
    const { currency = null, from = EARLIEST_DATE, to = LATEST_DATE } = query.filters;
    const rows = this.statements.getRaw<[...RateValues, number]>(LIST).all({
      account: accountId,
      currency,
      from,
      to,
      limit: query.limit + 1,
      offset: query.offset,
    });
    const hasMore = rows.length > query.limit;
    return {
      items: (hasMore ? rows.slice(0, query.limit) : rows).map((values) => ({
        ...toRate(values.slice(0, 5) as RateValues),
        scope: values[5] === 1 ? 'reference' : 'account',
      })),
      hasMore,
    };
  }
}

/** Each account's home currency in SQLite (migration 12). */
export class SqliteCurrencySettingsStore implements SynchronousPort<CurrencySettingsStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  get(accountId: string): CurrencySettings | null {
    const values = this.statements
      .getRaw<[string | null, string]>(CURRENCY_SETTINGS_SQL.get)
      .get(accountId);
    if (values === undefined) return null;
    // Only the domain's validated currencies are ever written.
    return { accountId, homeCurrency: values[0] as Currency | null, updatedAt: values[1] };
  }

  save(settings: CurrencySettings): void {
    this.statements
      .get(CURRENCY_SETTINGS_SQL.save)
      .run(settings.accountId, settings.homeCurrency, settings.updatedAt);
  }
}
