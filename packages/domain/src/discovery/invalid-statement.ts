import { DomainError } from '../shared/domain-error.js';
import { MAX_STATEMENT_TRANSACTIONS, STATEMENT_MAPPING_PARAMETERS } from './bank-transaction.js';

/**
 * A bank export that cannot be read at all: not CSV, OFX or ISO 20022, damaged, or empty.
 *
 * @example
 * throw unreadableStatement('The file holds no transactions.', 'Export the account again, with a date range that has bookings.');
 */
export function unreadableStatement(message: string, suggestedFix: string): DomainError {
  return new DomainError('invalid_statement', message, { field: 'file', suggestedFix });
}

/** A statement with more transactions than one discovery reads, naming the limit. */
export function tooManyTransactions(limit: number = MAX_STATEMENT_TRANSACTIONS): DomainError {
  return new DomainError(
    'invalid_statement',
    `The file holds more than ${limit.toLocaleString('en')} transactions, the most one statement may hold.`,
    {
      field: 'file',
      suggestedFix: `Export a shorter date range (at most ${limit.toLocaleString('en')} transactions) and send each part.`,
    },
  );
}

/**
 * A CSV statement whose columns cannot be told apart (or a mapping that names a column the
 * file lacks): the error lists the file's headers (`allowedValues`) and the parameters that
 * name columns by header (`parameters`), so a caller can ask and send them again.
 *
 * @example
 * throw unmappedColumns(['Datum', 'Text', 'Wert'], 'amount', 'No column holds the amounts.');
 */
export function unmappedColumns(
  headers: readonly string[],
  field: string,
  reason: string,
): DomainError {
  const shown = headers.map((header) => `"${header}"`).join(', ');
  return new DomainError('invalid_statement', `${reason} The columns are ${shown}.`, {
    field,
    suggestedFix:
      'Name the columns by their headers with the parameters date, amount (or debit and credit), payee and, when the file has one, currency; e.g. date=Buchungstag&amount=Betrag&payee=Empfänger.',
    allowedValues: [...headers],
    parameters: [...STATEMENT_MAPPING_PARAMETERS],
  });
}
