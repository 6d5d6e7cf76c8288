import {
  type CalendarDate,
  type Currency,
  daysBetween,
  EURO,
  type RateImportSummary,
  type ScopedExchangeRate,
  toExchangeRateResource,
} from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import { STALE_RATE_DAYS } from './estimate-headline.js';

/** One rate as the Rates screen lists it. */
export interface RateRow {
  /** The currency the row is about: the one quoted against EUR, else `from`. */
  currency: string;
  from: string;
  to: string;
  rate: number;
  date: CalendarDate;
  /** Where it came from, in words. */
  source: string;
}

/** The Rates screen's "Enter a rate" form, as shown or as typed. */
export interface EnterRateValues {
  date: string;
  from: string;
  to: string;
  rate: string;
}

/** What the Rates screen shows besides its forms. */
export interface RatesView {
  newestDate: CalendarDate | null;
  /** How many days old the newest rate is, when older than {@link STALE_RATE_DAYS}. */
  staleDays: number | null;
  /** The latest rate of each pair, by currency. */
  latest: RateRow[];
}

/** "ECB", "ECB, imported here" or "Entered here": whose a rate is and where it came from. */
function sourceWords(rate: ScopedExchangeRate, t: Translate): string {
  if (rate.source === 'owner') return t('rates.source.entered');
  return rate.scope === 'account' ? t('rates.source.ecbImported') : t('rates.source.ecb');
}

/**
 * A rate as a row: which currency it is about (the other side of a euro rate, else the
 * one converted from), the rate as a number, its date and where it came from.
 *
 * @example
 * rateRow({ date: '2026-11-20', from: 'EUR', to: 'USD', rate: '1.0856', source: 'ecb', scope: 'reference' }, t);
 * // { currency: 'USD', from: 'EUR', to: 'USD', rate: 1.0856, date: '2026-11-20', source: 'ECB' }
 */
export function rateRow(rate: ScopedExchangeRate, t: Translate): RateRow {
  const shown = toExchangeRateResource(rate);
  return {
    currency: rate.from === EURO ? rate.to : rate.from,
    from: shown.from,
    to: shown.to,
    rate: shown.rate,
    date: shown.date,
    source: sourceWords(rate, t),
  };
}

/**
 * The Rates screen's overview: the latest rate of each pair sorted by the currency it
 * is about, and how old the newest rate of all is when that is worth a notice (more than
 * {@link STALE_RATE_DAYS} days before today).
 */
export function ratesView(
  latest: { newestDate: CalendarDate | null; rates: readonly ScopedExchangeRate[] },
  today: CalendarDate,
  t: Translate,
): RatesView {
  const age = latest.newestDate === null ? 0 : daysBetween(latest.newestDate, today);
  const rows = latest.rates.map((rate) => rateRow(rate, t));
  rows.sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  return {
    newestDate: latest.newestDate,
    staleDays: age > STALE_RATE_DAYS ? age : null,
    latest: rows,
  };
}

/**
 * The form's first values: the account's today, `from` and `to` from the address (the
 * dashboard's "Add a rate for AUD" link) when they are currencies, else `to` the home
 * currency (or EUR).
 */
export function enterRateDefaults(
  query: Record<string, string | string[] | undefined>,
  context: { today: CalendarDate; homeCurrency: Currency | null; currencies: readonly string[] },
): EnterRateValues {
  const pick = (name: string) => {
    const value = query[name];
    return typeof value === 'string' && context.currencies.includes(value) ? value : null;
  };
  return {
    date: context.today,
    from: pick('from') ?? '',
    to: pick('to') ?? context.homeCurrency ?? EURO,
    rate: '',
  };
}

/** "Imported 30 rates of 30 currencies dated Nov 20, 2026": the notice after an import. */
export function rateImportNotice(
  summary: RateImportSummary,
  dateSpan: (from: CalendarDate, to: CalendarDate) => string,
  t: Translate,
): string {
  return t('rates.notice.imported', {
    rates: summary.rates,
    currencies: summary.currencies.length,
    dates: dateSpan(summary.from, summary.to),
  });
}
