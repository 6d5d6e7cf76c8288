import type { CurrencySettings } from '../exchange-rates/currency-settings.js';
import {
  EURO,
  type EuroRate,
  type ExchangeRate,
  type ScopedExchangeRate,
} from '../exchange-rates/exchange-rate.js';
import type { CurrencySettingsStore } from '../ports/currency-settings-store.js';
import type {
  AccountRateKey,
  ExchangeRateListQuery,
  ExchangeRateStore,
} from '../ports/exchange-rate-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import { compareValues } from './compare-values.js';
import { CopyOnWriteMap } from './copy-on-write-map.js';

/** An account's own rate as the in-memory table keeps it: the rate and whose it is. */
export type AccountRate = ExchangeRate & { accountId: string };

/** The in-memory rate tables: reference rates by date and currency, own rates by account, date and pair. */
export interface ExchangeRateTables {
  referenceRates: CopyOnWriteMap<string, EuroRate>;
  accountRates: CopyOnWriteMap<string, AccountRate>;
}

/** Empty rate tables. */
export function emptyExchangeRateTables(): ExchangeRateTables {
  return { referenceRates: new CopyOnWriteMap(), accountRates: new CopyOnWriteMap() };
}

const accountKey = (accountId: string, date: string, from: string, to: string) =>
  `${accountId} ${date} ${from} ${to}`;

const referenceRow = (rate: EuroRate): ScopedExchangeRate => ({
  date: rate.date,
  from: EURO,
  to: rate.currency,
  rate: rate.rate,
  source: 'ecb',
  scope: 'reference',
});

const ownRow = ({ accountId: _, ...rate }: AccountRate): ScopedExchangeRate => ({
  ...rate,
  scope: 'account',
});

// Newest date first, then from, then to, the account's own before the reference rate.
const listOrder = (a: ScopedExchangeRate, b: ScopedExchangeRate) =>
  compareValues(b.date, a.date) ||
  compareValues(a.from, b.from) ||
  compareValues(a.to, b.to) ||
  compareValues(a.scope, b.scope);

function allOf(t: ExchangeRateTables, accountId: string): ScopedExchangeRate[] {
  const rows = [...t.referenceRates.rows.values()].map(referenceRow);
  for (const rate of t.accountRates.rows.values()) {
    if (rate.accountId === accountId) rows.push(ownRow(rate));
  }
  return rows;
}

function matches(rate: ScopedExchangeRate, filters: ExchangeRateListQuery['filters']): boolean {
  const { currency, from, to } = filters;
  if (currency !== undefined && rate.from !== currency && rate.to !== currency) return false;
  if (from !== undefined && rate.date < from) return false;
  return to === undefined || rate.date <= to;
}

/** Reference rates and every account's own rates in copy-on-write Maps. */
export function createInMemoryExchangeRateStore(
  t: ExchangeRateTables,
): SynchronousPort<ExchangeRateStore> {
  return {
    putReferenceRates(rates) {
      const rows = t.referenceRates.writable();
      for (const rate of rates) rows.set(`${rate.date} ${rate.currency}`, { ...rate });
      return rates.length;
    },
    putAccountRates(accountId, rates) {
      const rows = t.accountRates.writable();
      for (const rate of rates) {
        rows.set(accountKey(accountId, rate.date, rate.from, rate.to), { ...rate, accountId });
      }
      return rates.length;
    },
    findAccountRate(accountId, date, from, to) {
      const found = t.accountRates.rows.get(accountKey(accountId, date, from, to));
      if (found === undefined) return null;
      const { accountId: _, ...rate } = found;
      return rate;
    },
    listAccountRates(accountId, after, limit) {
      // Dates and codes have fixed lengths, so the text orders as the key does.
      const key = (rate: AccountRateKey) => `${rate.date} ${rate.from} ${rate.to}`;
      const start = after === null ? '' : key(after);
      return [...t.accountRates.rows.values()]
        .filter((rate) => rate.accountId === accountId && key(rate) > start)
        .sort((a, b) => compareValues(key(a), key(b)))
        .slice(0, limit)
        .map(({ accountId: _, ...rate }) => rate);
    },
    ratesBetween(accountId, window) {
      const currencies = new Set(window.currencies);
      const inWindow = (rate: ScopedExchangeRate) =>
        rate.date >= window.from &&
        rate.date <= window.to &&
        currencies.has(rate.from) &&
        currencies.has(rate.to);
      return allOf(t, accountId).filter(inWindow);
    },
    list(accountId, query) {
      const rows = allOf(t, accountId)
        .filter((rate) => matches(rate, query.filters))
        .sort(listOrder);
      return {
        items: rows.slice(query.offset, query.offset + query.limit),
        hasMore: rows.length > query.offset + query.limit,
      };
    },
  };
}

/** Where the in-memory home currencies live, by account id. */
export interface CurrencySettingsTable {
  currencySettings: Map<string, CurrencySettings>;
}

/** Home currencies in a Map keyed by account. */
export function createInMemoryCurrencySettingsStore(
  t: CurrencySettingsTable,
): SynchronousPort<CurrencySettingsStore> {
  return {
    get(accountId) {
      const found = t.currencySettings.get(accountId);
      return found ? { ...found } : null;
    },
    save(settings) {
      t.currencySettings.set(settings.accountId, { ...settings });
    },
  };
}
