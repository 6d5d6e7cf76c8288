import { EURO, type ExchangeRate, RATE_SOURCES } from '../exchange-rates/exchange-rate.js';
import { isEuroQuotedCurrency } from '../exchange-rates/prepare-rate-import.js';
import { RATE_PROBLEM_TEXT, readRateNumber } from '../exchange-rates/rate-text.js';
import { UNPACED } from '../pacing/unpaced.js';
import type { WorkPacer } from '../ports/work-pacer.js';
import { isCalendarDate } from '../shared/calendar-date.js';
import { DomainError } from '../shared/domain-error.js';
import { CURRENCIES, type Currency } from '../subscriptions/subscription.js';
import type { ImportedAccountData } from './import-file.js';

/** What an import restores about the account, checked. */
export interface CheckedAccountData {
  /** The file's home currency; null when it names none (the account's is then kept). */
  homeCurrency: Currency | null;
  /** The account's own rates of the file, distinct by date and pair. */
  rates: ExchangeRate[];
}

const RATE_KEYS = new Set(['date', 'from', 'to', 'rate', 'source']);
/** Rates checked between two looks at the pacer. */
const SLICE = 500;

function refused(field: string, message: string, suggestedFix: string): DomainError {
  return new DomainError('invalid_import', `${message} Nothing was imported.`, {
    field,
    suggestedFix,
    rows: [],
  });
}

const currencyOf = (code: unknown): code is Currency =>
  (CURRENCIES as readonly unknown[]).includes(code);

/** Why one rate of the file is wrong (`[field, what]`), or null when it is a rate. */
function problemOf(raw: unknown): [string, string] | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return ['', 'is not a JSON object'];
  }
  const rate = raw as Record<string, unknown>;
  const unknown = Object.keys(rate).find((key) => !RATE_KEYS.has(key));
  if (unknown !== undefined) return [`.${unknown}`, `has ${unknown}, which a rate does not hold`];
  if (!isCalendarDate(rate.date)) return ['.date', 'has no real date YYYY-MM-DD'];
  if (!(RATE_SOURCES as readonly unknown[]).includes(rate.source)) {
    return ['.source', `has a source other than ${RATE_SOURCES.join(' or ')}`];
  }
  // A rate of the European Central Bank's files is from the euro to any currency it quotes;
  // a typed rate is between two currencies subscriptions are kept in.
  if (rate.source === 'ecb') {
    if (rate.from !== EURO) return ['.from', 'comes from the ECB but not from EUR'];
    if (!isEuroQuotedCurrency(rate.to)) {
      return ['.to', 'has a to that is not a code of three capital letters other than EUR'];
    }
  } else {
    if (!currencyOf(rate.from)) return ['.from', `has a from other than ${CURRENCIES.join(', ')}`];
    if (!currencyOf(rate.to)) return ['.to', `has a to other than ${CURRENCIES.join(', ')}`];
    if (rate.from === rate.to) return ['.to', 'has the same currency as from and to'];
  }
  const read =
    typeof rate.rate === 'number'
      ? readRateNumber(rate.rate)
      : { problem: 'not_a_number' as const };
  if ('problem' in read) return ['.rate', `has a rate that ${RATE_PROBLEM_TEXT[read.problem]}`];
  return null;
}

/**
 * What a subtrack export of version 3 says about the account, checked by the rules of a
 * typed or imported rate: `homeCurrency` one of the currencies subscriptions are kept in (or
 * null); `exchangeRates` a list of `{date, from, to, rate, source}`, each a real date, a
 * rate greater than 0 as a JSON number (canonical, at most 15 significant digits), source
 * `owner` between two different supported currencies or `ecb` from EUR, and each date and
 * pair once. The first problem is `invalid_import` naming its field
 * (`exchangeRates[3].rate`). Checked in slices, pausing as `pacer` says.
 *
 * @example
 * await checkImportedAccount({ homeCurrency: 'EUR', exchangeRates: [{ date: '2026-11-20', from: 'USD', to: 'EUR', rate: 0.92, source: 'owner' }] });
 * // { homeCurrency: 'EUR', rates: [{ date: '2026-11-20', from: 'USD', to: 'EUR', rate: '0.92', source: 'owner' }] }
 */
export async function checkImportedAccount(
  raw: ImportedAccountData | null,
  pacer: WorkPacer = UNPACED,
): Promise<CheckedAccountData> {
  const { homeCurrency = null, exchangeRates = [] } = raw ?? {};
  if (homeCurrency !== null && !currencyOf(homeCurrency)) {
    throw refused(
      'homeCurrency',
      `The file's homeCurrency ${JSON.stringify(homeCurrency)} is not one of ${CURRENCIES.join(', ')}.`,
      'Set homeCurrency to one of the supported currencies, or null.',
    );
  }
  if (!Array.isArray(exchangeRates)) {
    throw refused(
      'exchangeRates',
      "The file's exchangeRates is not a list.",
      'Write exchangeRates as a JSON list of rates, or leave it out.',
    );
  }
  const rates: ExchangeRate[] = [];
  const seen = new Map<string, number>();
  for (const [index, item] of exchangeRates.entries()) {
    const at = `exchangeRates[${index}]`;
    const problem = problemOf(item);
    if (problem !== null) {
      throw refused(
        `${at}${problem[0]}`,
        `The file's ${at} ${problem[1]}.`,
        'Import the file as subtrack exported it, or correct that rate.',
      );
    }
    const rate = item as { date: string; from: string; to: string; rate: number };
    const key = `${rate.date} ${rate.from} ${rate.to}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw refused(
        at,
        `The file's ${at} is the rate of ${rate.date} from ${rate.from} to ${rate.to} again (as exchangeRates[${earlier}]).`,
        'Keep one of the two rates.',
      );
    }
    seen.set(key, index);
    const { rate: text } = readRateNumber(rate.rate) as { rate: string };
    rates.push({ ...(item as ExchangeRate), rate: text });
    if (index % SLICE === SLICE - 1 && pacer.due()) await pacer.pause();
  }
  return { homeCurrency, rates };
}
