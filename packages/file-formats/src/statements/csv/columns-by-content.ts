import { unmappedColumns } from '@subtrack/domain';
import type { Columns } from './assign-columns.js';

const DATE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})(?:[T ].*)?$/;
const AMOUNT = /^[-+(\u2212]?\s*[\p{Sc}]?\s*\d[\d.,'\s]*[.,]\d{1,2}\)?-?$/u;
const LETTERS = /\p{L}/u;

/**
 * The columns of a CSV without a header line (Wells Fargo writes none), from what they
 * hold: the first column of dates, the first other of amounts with decimals, and the one
 * with the longest words as the payee. Refuses, listing `Column 1`... as the headers to
 * map, when one cannot be found.
 */
export function columnsByContent(rows: readonly string[][], headers: readonly string[]): Columns {
  const sample = rows.slice(0, 200);
  const share = (index: number, pattern: RegExp) => {
    const values = sample.map((row) => row[index] ?? '').filter((value) => value !== '');
    return values.length === 0
      ? 0
      : values.filter((value) => pattern.test(value)).length / values.length;
  };
  const indexes = headers.map((_, index) => index);
  const date = indexes.find((index) => share(index, DATE) >= 0.9);
  const amount = indexes.find((index) => index !== date && share(index, AMOUNT) >= 0.9);
  const length = (index: number) =>
    sample.reduce((sum, row) => sum + (LETTERS.test(row[index] ?? '') ? row[index]!.length : 0), 0);
  const payee = indexes
    .filter((index) => index !== date && index !== amount && length(index) > 0)
    .sort((a, b) => length(b) - length(a))[0];
  const reason = 'The file has no header line, and its columns could not be told apart.';
  if (date === undefined) throw unmappedColumns(headers, 'date', reason);
  if (amount === undefined) throw unmappedColumns(headers, 'amount', reason);
  if (payee === undefined) throw unmappedColumns(headers, 'payee', reason);
  return { date, amount, payee, purpose: [], headerCurrency: '' };
}
