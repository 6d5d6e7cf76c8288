import type { CalendarDate } from '../shared/calendar-date.js';

/**
 * One booked transaction of a bank statement, as a statement reader gives it: the booking
 * date, the amount in integer hundredths (negative for money that left the account), the
 * currency the file gives it (never converted), who was paid or paid in, and the words the
 * bank shows. Nothing else of the file is kept.
 *
 * @example
 * const charge: BankTransaction = {
 *   date: '2026-03-02',
 *   amountMinor: -1799,
 *   currency: 'EUR',
 *   payee: 'Netflix International B.V.',
 *   text: 'Netflix International B.V. Netflix Monatsabo 2K4L90',
 * };
 */
export interface BankTransaction {
  /** The booking date (not the value date). */
  date: CalendarDate;
  /** Integer hundredths of the major unit; negative for a debit, positive for a credit. */
  amountMinor: number;
  /** The ISO 4217 code the file gives, upper case (`EUR`, `USD`, also ones subtrack does not track). */
  currency: string;
  /** The counterparty's name as the file gives it; empty when the file has none. */
  payee: string;
  /** What the bank shows for the transaction: the counterparty and the purpose, joined. */
  text: string;
  /**
   * True when the file itself says the money went to or came from another account of the
   * owner (an ISO 20022 statement's account data, an OFX transfer between the file's own
   * accounts). Absent when the file does not say.
   */
  ownAccountTransfer?: boolean;
}

/** The kinds of bank export a statement reader reads. OFX covers QFX, its Quicken flavour. */
export const STATEMENT_FORMATS = ['csv', 'ofx', 'camt053'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * The parameters that tell a CSV reader which column holds what, each by the column's
 * header as the file writes it. A caller passes them when the reader could not tell the
 * columns apart on its own.
 */
export const STATEMENT_MAPPING_PARAMETERS = [
  'date',
  'amount',
  'payee',
  'debit',
  'credit',
  'currency',
] as const;
export type StatementMappingParameter = (typeof STATEMENT_MAPPING_PARAMETERS)[number];

/** Columns of a CSV statement named by their headers; each one absent is detected. */
export type StatementColumnMapping = Partial<Record<StatementMappingParameter, string>>;

/** The most transactions one statement may hold. */
export const MAX_STATEMENT_TRANSACTIONS = 100_000;

/** One uploaded bank export, as bytes, with its format when the sender named it. */
export interface StatementFile {
  bytes: Uint8Array;
  /** Null when the sender did not say: the reader tells CSV, OFX and CAMT.053 apart. */
  format: StatementFormat | null;
  /** Columns the sender named (CSV only). */
  mapping?: StatementColumnMapping;
}

/**
 * Reads a bank export into its booked transactions (an adapter: CSV, OFX and ISO 20022
 * readers live outside the domain). Rejects with `invalid_statement` when the file cannot
 * be read, when a CSV's columns cannot be told apart (listing its headers and the mapping
 * parameters), or when it holds more than {@link MAX_STATEMENT_TRANSACTIONS}. Asynchronous:
 * an adapter reads large files off the caller's thread, with a time limit.
 */
export interface StatementReader {
  read(file: StatementFile): Promise<BankTransaction[]>;
}
