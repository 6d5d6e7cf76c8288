import { type EuroRate, UNPACED, unreadableRateFile, type WorkPacer } from '@subtrack/domain';

/** Lines read between two looks at the pacer: a few milliseconds of work. */
const SLICE_LINES = 50;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// The daily file inside eurofxref.zip writes its one date in words: "20 November 2026".
const WORDS_DATE = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const CURRENCY = /^[A-Z]{3}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
/** What the European Central Bank writes where a currency had no rate that day. */
const NO_RATE = 'N/A';

function dateOf(text: string, line: number): string {
  if (ISO_DATE.test(text)) return text;
  const words = WORDS_DATE.exec(text);
  const month = words === null ? -1 : MONTHS.indexOf(words[2]!);
  if (words === null || month < 0) {
    throw unreadableRateFile(`Line ${line}: "${text}" is not a date written YYYY-MM-DD.`);
  }
  return `${words[3]}-${String(month + 1).padStart(2, '0')}-${words[1]!.padStart(2, '0')}`;
}

// The header names the currencies; the empty field after its trailing comma is none.
function currenciesOf(header: string): string[] {
  const fields = header.split(',').map((field) => field.trim());
  if (fields[fields.length - 1] === '') fields.pop();
  if (fields[0] !== 'Date') {
    throw unreadableRateFile(
      'The file does not start with the header of the European Central Bank\'s rates ("Date,USD,JPY,...").',
    );
  }
  const currencies = fields.slice(1);
  currencies.forEach((currency, index) => {
    if (!CURRENCY.test(currency)) {
      throw unreadableRateFile(
        `Line 1, column ${index + 2}: "${currency}" is not a currency code.`,
      );
    }
    if (currencies.indexOf(currency) !== index) {
      throw unreadableRateFile(`Line 1: the column ${currency} appears twice.`);
    }
  });
  return currencies;
}

/**
 * The euro reference rates of the European Central Bank's CSV files as they are:
 * `eurofxref-hist.csv` (every day since 1999, newest first) and the one-day file inside
 * `eurofxref.zip`. A header `Date,USD,JPY,...,` and one line a date, every line ending in a
 * comma; `N/A` (or nothing) where a currency had no rate that day is skipped. A line that is
 * not of that shape, or a date given twice, is `invalid_exchange_rate` naming its line.
 * Read in slices of lines, pausing as `pacer` says, so the whole history never holds the
 * thread for long.
 *
 * @example
 * await readEcbCsv('Date,USD,JPY,\n2026-11-20,1.0856,163.84,\n'); // two rates
 */
export async function readEcbCsv(text: string, pacer: WorkPacer = UNPACED): Promise<EuroRate[]> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const currencies = currenciesOf(lines[0] ?? '');
  const rates: EuroRate[] = [];
  const dates = new Map<string, number>();
  for (let index = 1; index < lines.length; index += 1) {
    const line = index + 1;
    const text = lines[index]!;
    if (text.trim() === '') continue;
    const fields = text.split(',');
    if (fields[fields.length - 1]!.trim() === '' && fields.length > currencies.length + 1) {
      fields.pop();
    }
    if (fields.length > currencies.length + 1) {
      throw unreadableRateFile(
        `Line ${line} has ${fields.length - 1} values for ${currencies.length} currencies.`,
      );
    }
    const date = dateOf(fields[0]!.trim(), line);
    const earlier = dates.get(date);
    if (earlier !== undefined) {
      throw unreadableRateFile(
        `Line ${line}: the date ${date} is given again (first on line ${earlier}).`,
      );
    }
    dates.set(date, line);
    for (let column = 1; column < fields.length; column += 1) {
      const value = fields[column]!.trim();
      if (value === '' || value === NO_RATE) continue;
      const currency = currencies[column - 1]!;
      if (!DECIMAL.test(value)) {
        throw unreadableRateFile(`Line ${line}, column ${currency}: "${value}" is not a rate.`);
      }
      rates.push({ date, currency, rate: value });
    }
    if (index % SLICE_LINES === 0 && pacer.due()) await pacer.pause();
  }
  return rates;
}
