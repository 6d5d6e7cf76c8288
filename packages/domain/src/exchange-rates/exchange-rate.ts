import type { WorkPacer } from '../ports/work-pacer.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { RateText } from './rate-text.js';

/** The currency every reference rate is quoted from: the European Central Bank's euro. */
export const EURO = 'EUR';

/**
 * Where a rate came from: `ecb`, the European Central Bank's files (the server's reference
 * rates, or an account's own import of them); `owner`, typed by the account.
 */
export const RATE_SOURCES = ['ecb', 'owner'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/**
 * One exchange rate: on `date`, one `from` is `rate` `to` (`{date: '2026-11-20', from:
 * 'EUR', to: 'USD', rate: '1.0856'}` says a euro was 1.0856 dollars that day). Currencies
 * are ISO 4217 codes.
 */
export interface ExchangeRate {
  date: CalendarDate;
  from: string;
  to: string;
  rate: RateText;
  source: RateSource;
}

/**
 * Whose a rate is: `reference`, the rates the server's operator loads for every account
 * (always from EUR); `account`, the account's own (typed or imported), which no other
 * account ever sees or uses.
 */
export type RateScope = 'reference' | 'account';

/** A rate with whose it is, as a store lists it. */
export interface ScopedExchangeRate extends ExchangeRate {
  scope: RateScope;
}

/**
 * One euro reference rate as the European Central Bank publishes it: on `date`, one euro
 * is `rate` `currency`.
 */
export interface EuroRate {
  date: CalendarDate;
  currency: string;
  rate: RateText;
}

/** What an import of rates stored: how many rates, on how many dates, of which currencies, from when to when. */
export interface RateImportSummary {
  rates: number;
  dates: number;
  /** The currencies quoted (against the euro), sorted. */
  currencies: string[];
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The API's view of a rate: `{date, from, to, rate, source}` with `rate` a JSON number
 * (a canonical rate has at most 15 significant digits, which a number shows exactly).
 *
 * @example
 * toExchangeRateResource({ date: '2026-11-20', from: 'EUR', to: 'USD', rate: '1.0856', source: 'ecb' });
 * // { date: '2026-11-20', from: 'EUR', to: 'USD', rate: 1.0856, source: 'ecb' }
 */
export function toExchangeRateResource(rate: ExchangeRate): {
  date: CalendarDate;
  from: string;
  to: string;
  rate: number;
  source: RateSource;
} {
  return {
    date: rate.date,
    from: rate.from,
    to: rate.to,
    rate: Number(rate.rate),
    source: rate.source,
  };
}

/**
 * Reads one of the European Central Bank's rate files (the whole history as a zip or CSV,
 * the daily XML) into its euro rates, as the file writes them (an adapter: the readers live
 * outside the domain). Rejects with `invalid_exchange_rate` naming the file when it is none
 * of them. Pauses as `pacer` says, so a large file never holds the server's thread for long.
 * Call it before `importExchangeRates` or `importReferenceRates`, never inside a transaction.
 */
export interface RateFileReader {
  read(bytes: Uint8Array, options?: { pacer?: WorkPacer }): Promise<EuroRate[]>;
}
