import {
  type BankTransaction,
  type StatementColumnMapping,
  unreadableStatement,
} from '@subtrack/domain';
import { parse } from 'csv-parse/sync';
import { amountToMinor, type DecimalMark } from '../amount-text.js';
import { decimalMarkOf } from './amount-column.js';
import { assignColumns, type Columns } from './assign-columns.js';
import { columnsByContent } from './columns-by-content.js';
import { readDateColumn } from './date-column.js';
import { type CsvLayout, findLayout } from './find-layout.js';
import { CURRENCY_SYMBOLS } from './header-roles.js';

/** Rows a bank lists but never booked (declined, reverted, still pending). */
const NOT_BOOKED =
  /^(?:declined|reverted|failed|cancell?ed|rejected|pending|abgelehnt|storniert|vorgemerkt|in bearbeitung)$/i;
/** A sign column's word for money out: Soll, Af, Debit. */
const OUT = /^(?:s|soll|af|d|dr|debit|belastung)$/i;
/** How many rows may hold no date or amount (closing balance lines) before the file is refused. */
const tolerated = (rows: number) => Math.max(3, Math.floor(rows / 100));

const CODE = /\b(EUR|USD|GBP|CHF|JPY|CNY|AUD|CAD|HKD|SGD|SEK|NOK|DKK|PLN|CZK|HUF)\b|[€$£¥]/g;

// The currency a file names most often anywhere (its preamble, its cells), else the one its
// date order suggests: month-first dates come from US banks.
function fileCurrency(text: string, monthFirst: boolean): string {
  const counts = new Map<string, number>();
  for (const [found, code] of text.slice(0, 200_000).matchAll(CODE)) {
    const name = code ?? CURRENCY_SYMBOLS[found] ?? '';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top?.[0] ?? (monthFirst ? 'USD' : 'EUR');
}

const currencyCode = (cell: string) => {
  const trimmed = cell.trim();
  return (CURRENCY_SYMBOLS[trimmed] ?? trimmed).toUpperCase();
};

function columnsOf(layout: CsvLayout, rows: string[][], mapping: StatementColumnMapping) {
  if (layout.headerless && Object.keys(mapping).length === 0) {
    return columnsByContent(rows, layout.headers);
  }
  return assignColumns(layout.headers, mapping);
}

function moneyCells(row: readonly string[], columns: Columns): string[] {
  return [columns.amount, columns.debit, columns.credit]
    .filter((index) => index !== undefined)
    .map((index) => row[index] ?? '');
}

function amountOf(row: readonly string[], columns: Columns, mark: DecimalMark): number | null {
  const cell = (index: number | undefined) => (index === undefined ? '' : (row[index] ?? ''));
  if (columns.amount !== undefined) {
    const amount = amountToMinor(cell(columns.amount), mark);
    if (amount === null || columns.sign === undefined) return amount;
    return OUT.test(cell(columns.sign).trim()) ? -Math.abs(amount) : Math.abs(amount);
  }
  const debit = cell(columns.debit).trim() === '' ? null : amountToMinor(cell(columns.debit), mark);
  if (debit !== null && debit !== 0) return -Math.abs(debit);
  const credit = amountToMinor(cell(columns.credit), mark);
  return credit === null ? debit : Math.abs(credit);
}

/**
 * The booked transactions of a bank's CSV export, as banks write them: a preamble before
 * the header line, `;` or `,` (or tab) between quoted or bare fields, dates whose format
 * the whole column decides, amounts with a decimal comma or point and thousands marks, one
 * signed amount or separate debit and credit columns, a currency column or a currency the
 * headers or the file name. Columns are found by their headers; `mapping` names those that
 * cannot be, and a refusal lists the headers when neither works. Rows the bank marks as
 * declined, reverted or pending are left out.
 */
export function readBankCsv(text: string, mapping: StatementColumnMapping = {}): BankTransaction[] {
  const layout = findLayout(text, mapping);
  if (layout.headers.length === 0) {
    throw unreadableStatement(
      'The file holds no rows.',
      'Export the account again, with bookings in the date range.',
    );
  }
  const records = parse(text.slice(layout.offset), {
    delimiter: layout.delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  const rows = (layout.headerless ? records : records.slice(1)).filter((row) =>
    row.some((cell) => cell !== ''),
  );
  const columns = columnsOf(layout, rows, mapping);
  const booked = rows.filter(
    (row) => columns.status === undefined || !NOT_BOOKED.test(row[columns.status] ?? ''),
  );
  const monthFirst = layout.delimiter === ',';
  const mark = decimalMarkOf(
    booked.flatMap((row) => moneyCells(row, columns)),
    layout.delimiter === ';' ? ',' : '.',
  );
  if (mark === null) {
    throw unreadableStatement(
      'The amounts of the file mix decimal commas and decimal points.',
      'Export the account again without editing the file in a spreadsheet.',
    );
  }
  const { dates, format } = readDateColumn(
    booked.map((row) => row[columns.date] ?? ''),
    monthFirst,
  );
  const fallbackCurrency = columns.headerCurrency || fileCurrency(text, format === 'MM/DD/YYYY');
  const transactions: BankTransaction[] = [];
  let unread = 0;
  booked.forEach((row, index) => {
    const date = dates[index];
    const amountMinor = amountOf(row, columns, mark);
    if (date == null || amountMinor === null) {
      unread += 1;
      if (unread > tolerated(booked.length)) {
        throw unreadableStatement(
          `Row ${index + 1} has no date (${format}) or amount the file's other rows allow ("${row[columns.date] ?? ''}", "${moneyCells(row, columns).join('", "')}").`,
          'Send the file exactly as the bank exported it, or name its columns with the mapping parameters.',
        );
      }
      return;
    }
    const counterparty =
      amountMinor > 0 && columns.payer !== undefined && row[columns.payer]
        ? row[columns.payer]!
        : (row[columns.payee!] ?? '');
    const words = columns.purpose.map((column) => row[column] ?? '').filter(Boolean);
    transactions.push({
      date,
      amountMinor,
      currency:
        columns.currency !== undefined && row[columns.currency]
          ? currencyCode(row[columns.currency]!)
          : fallbackCurrency,
      payee: counterparty,
      text: [counterparty, ...words].filter(Boolean).join(' '),
    });
  });
  return transactions;
}
