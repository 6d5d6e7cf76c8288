import { DomainError } from '../shared/domain-error.js';

/** The fix for every unreadable file of rates: the European Central Bank's files, unchanged. */
export const RATE_FILE_FIX =
  "Import the European Central Bank's eurofxref-hist.zip, eurofxref-hist.csv or eurofxref-daily.xml unchanged.";

/**
 * A file of rates that cannot be imported: `invalid_exchange_rate` naming the file, with why
 * (a line, a column, a value) and what to send instead.
 *
 * @example
 * throw unreadableRateFile('Line 3, column USD: "1,08" is not a number.');
 */
export function unreadableRateFile(message: string): DomainError {
  return new DomainError('invalid_exchange_rate', message, {
    field: 'file',
    suggestedFix: RATE_FILE_FIX,
  });
}
