import {
  type BankTransaction,
  MAX_STATEMENT_TRANSACTIONS,
  parseCalendarDate,
  type StatementFile,
  tooManyTransactions,
  unreadableStatement,
} from '@subtrack/domain';
import { readCamt053 } from './camt/read-camt053.js';
import { readBankCsv } from './csv/read-bank-csv.js';
import { decodeStatementText } from './decode-text.js';
import { readOfx } from './ofx/read-ofx.js';
import { sniffStatementFormat } from './sniff-statement-format.js';

/** Bounds on reading one bank export (like an import's). */
export interface StatementLimits {
  /** Most transactions a statement may hold. */
  maxTransactions: number;
  /** Longest a large statement may take to read (in its worker) before it is stopped. */
  maxReadMilliseconds: number;
}

/** The defaults: 100,000 transactions, read within 10 seconds. */
export const DEFAULT_STATEMENT_LIMITS: StatementLimits = {
  maxTransactions: MAX_STATEMENT_TRANSACTIONS,
  maxReadMilliseconds: 10_000,
};

// Every reader answers real dates and currency codes, or the file is refused.
function checked(transactions: BankTransaction[]): BankTransaction[] {
  for (const transaction of transactions) {
    if (parseCalendarDate(transaction.date) === null || !/^[A-Z]{3}$/.test(transaction.currency)) {
      throw unreadableStatement(
        `A transaction has no booking date or currency the file format allows ("${transaction.date}", "${transaction.currency}").`,
        'Send the file exactly as the bank exported it.',
      );
    }
  }
  return transactions;
}

/**
 * The booked transactions of one bank export, read on the calling thread: CSV, OFX or QFX,
 * or CAMT.053, as the file says or as its text shows. Refuses with `invalid_statement` a
 * file that cannot be read, holds no transaction, or holds more than `maxTransactions`.
 */
export function readStatement(
  file: StatementFile,
  limits: StatementLimits = DEFAULT_STATEMENT_LIMITS,
): BankTransaction[] {
  const text = decodeStatementText(file.bytes);
  const format = file.format ?? sniffStatementFormat(text);
  const transactions =
    format === 'csv'
      ? readBankCsv(text, file.mapping)
      : format === 'ofx'
        ? readOfx(text)
        : readCamt053(text);
  if (transactions.length === 0) {
    throw unreadableStatement(
      'The file holds no booked transactions.',
      'Export the account again, with a date range that has bookings.',
    );
  }
  if (transactions.length > limits.maxTransactions)
    throw tooManyTransactions(limits.maxTransactions);
  return checked(transactions);
}
