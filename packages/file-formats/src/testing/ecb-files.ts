import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';

/** The European Central Bank's file shapes of `fixtures/ecb/` (see its README). */
export const ECB_FIXTURES = fileURLToPath(new URL('../../fixtures/ecb/', import.meta.url));

/** The bytes of one ECB fixture file. */
export const ecbFixture = (name: string): Buffer => readFileSync(join(ECB_FIXTURES, name));

/** The columns of the ECB's history file, in its order. */
export const ECB_HISTORY_CURRENCIES = [
  'USD',
  'JPY',
  'BGN',
  'CYP',
  'CZK',
  'DKK',
  'EEK',
  'GBP',
  'HUF',
  'LTL',
  'LVL',
  'MTL',
  'PLN',
  'ROL',
  'RON',
  'SEK',
  'SIT',
  'SKK',
  'CHF',
  'ISK',
  'NOK',
  'HRK',
  'RUB',
  'TRL',
  'TRY',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'HKD',
  'IDR',
  'ILS',
  'INR',
  'KRW',
  'MXN',
  'MYR',
  'NZD',
  'PHP',
  'SGD',
  'THB',
  'ZAR',
] as const;

/** The 11 currencies the ECB no longer quotes: `N/A` on every recent line. */
const RETIRED = new Set([
  'CYP',
  'EEK',
  'LTL',
  'LVL',
  'MTL',
  'ROL',
  'SIT',
  'SKK',
  'HRK',
  'RUB',
  'TRL',
]);

/** `days` working days (Monday to Friday) up to and including `last`, newest first. */
function workingDays(last: string, days: number): string[] {
  const dates: string[] = [];
  for (
    let at = new Date(`${last}T00:00:00Z`);
    dates.length < days;
    at.setUTCDate(at.getUTCDate() - 1)
  ) {
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(at.toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * A history file of the ECB's exact shape and full size: `days` working days up to
 * `last`, newest first, the 41 columns of the real header with 30 quoted and 11 `N/A`, every
 * line ending in a comma. The rates are made up (4 to 6 significant digits). 6,800 days
 * hold 204,000 rates, like the real file of 2026.
 *
 * @example
 * const csv = ecbHistoryCsv({ days: 6_800 });
 */
export function ecbHistoryCsv(options: { days?: number; last?: string } = {}): string {
  const dates = workingDays(options.last ?? '2026-11-20', options.days ?? 6_800);
  const lines = [`Date,${ECB_HISTORY_CURRENCIES.join(',')},`];
  dates.forEach((date, day) => {
    const values = ECB_HISTORY_CURRENCIES.map((currency, column) =>
      RETIRED.has(currency)
        ? 'N/A'
        : (((day * 7 + column * 131) % 9000) / 1000 + 1 + column).toFixed(4),
    );
    lines.push(`${date},${values.join(',')},`);
  });
  return `${lines.join('\n')}\n`;
}

/**
 * `csv` zipped as the ECB ships its history: one deflated entry, `eurofxref-hist.csv`.
 *
 * @example
 * const zip = ecbHistoryZip(ecbHistoryCsv());
 */
export function ecbHistoryZip(csv: string): Uint8Array {
  return zipSync({ 'eurofxref-hist.csv': strToU8(csv) });
}
