import { UNPACED } from '../pacing/unpaced.js';
import type { WorkPacer } from '../ports/work-pacer.js';
import { type CalendarDate, isCalendarDate } from '../shared/calendar-date.js';
import type { DomainError } from '../shared/domain-error.js';
import { compareCodePoints } from '../shared/text.js';
import { EURO, type EuroRate, type RateImportSummary } from './exchange-rate.js';
import { RATE_PROBLEM_TEXT, readRateText } from './rate-text.js';
import { unreadableRateFile } from './unreadable-rate-file.js';

/** Rates checked and made distinct, with what the import will say it stored. */
export interface PreparedRateImport {
  rates: EuroRate[];
  summary: RateImportSummary;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * A currency a euro rate may quote: a code of three capital letters other than EUR (the
 * European Central Bank quotes more currencies than subscriptions are kept in).
 *
 * @example
 * isEuroQuotedCurrency('SEK'); // true
 * isEuroQuotedCurrency('EUR'); // false
 */
export function isEuroQuotedCurrency(code: unknown): code is string {
  return typeof code === 'string' && CURRENCY_CODE.test(code) && code !== EURO;
}
/** Rows checked between two looks at the pacer. */
const SLICE = 500;

function badRate(index: number, row: EuroRate, what: string): DomainError {
  return unreadableRateFile(
    `Rate ${index + 1} of the file (${String(row.date)} ${String(row.currency)}): ${what}.`,
  );
}

/**
 * Checks rates read from a file before they are stored: each a real date, a currency code
 * of three capital letters other than EUR, and a rate greater than 0 (made canonical).
 * A currency quoted twice on one date keeps the later value. A bad row, or none at all, is
 * `invalid_exchange_rate` naming the file. Checked in slices, pausing as `pacer` says.
 *
 * @example
 * const { rates, summary } = await prepareEuroRates(await readEcbRates(bytes));
 */
export async function prepareEuroRates(
  rows: readonly EuroRate[],
  pacer: WorkPacer = UNPACED,
): Promise<PreparedRateImport> {
  const rates: EuroRate[] = [];
  // Date -> currency -> index in `rates`: a repeated quote replaces the earlier one.
  const seen = new Map<CalendarDate, Map<string, number>>();
  const currencies = new Set<string>();
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    let ofDate = seen.get(row.date);
    if (ofDate === undefined) {
      if (!isCalendarDate(row.date))
        throw badRate(index, row, 'the date is not a real date YYYY-MM-DD');
      ofDate = new Map();
      seen.set(row.date, ofDate);
    }
    if (!currencies.has(row.currency)) {
      if (!isEuroQuotedCurrency(row.currency)) {
        throw badRate(
          index,
          row,
          'the currency is not a code of three capital letters other than EUR',
        );
      }
      currencies.add(row.currency);
    }
    const read = readRateText(String(row.rate));
    if ('problem' in read) throw badRate(index, row, `the rate ${RATE_PROBLEM_TEXT[read.problem]}`);
    const rate = read.rate === row.rate ? row : { ...row, rate: read.rate };
    const earlier = ofDate.get(row.currency);
    if (earlier === undefined) {
      ofDate.set(row.currency, rates.length);
      rates.push(rate);
    } else {
      rates[earlier] = rate;
    }
    if (index % SLICE === SLICE - 1 && pacer.due()) await pacer.pause();
  }
  if (rates.length === 0) {
    throw unreadableRateFile('The file holds no exchange rates.');
  }
  const dates = [...seen.keys()].sort();
  return {
    rates,
    summary: {
      rates: rates.length,
      dates: dates.length,
      currencies: [...currencies].sort(compareCodePoints),
      from: dates[0]!,
      to: dates[dates.length - 1]!,
    },
  };
}
