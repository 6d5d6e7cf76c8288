import type {
  DomainErrorCode,
  ErrorDetails,
  ImportedAccountData,
  ImportFileOptions,
  StatementFile,
} from '@subtrack/domain';
import type { ImportLimits } from './limits.js';
import type { KnownFile } from './read-candidates.js';
import type { StatementLimits } from './statements/read-statement.js';

/** What the reader worker is given to read an import file (its `workerData`). */
export interface ImportReadRequest {
  job: 'import';
  file: KnownFile;
  options: ImportFileOptions;
  limits: ImportLimits;
  /** A private folder for a database's copy, removed by the main thread afterwards. */
  folder: string;
  /** How many candidates each `rows` answer holds. */
  batchSize: number;
}

/** What the reader worker is given to read a bank export (its `workerData`). */
export interface StatementReadRequest {
  job: 'statement';
  file: StatementFile;
  limits: StatementLimits;
  /** How many transactions each `rows` answer holds. */
  batchSize: number;
}

/** Every job the reader worker does. */
export type ReadRequest = ImportReadRequest | StatementReadRequest;

/**
 * The worker's answers: `started` once its code is loaded, the rows (import candidates or
 * transactions) in batches, a subtrack export's list of exchange rates in batches, then
 * `done` with the rest of what an import file says about its account; or the file's refusal
 * (its domain error, rebuilt as a `DomainError` on the main thread), or a failure of the
 * reader itself (a bug: a 500).
 * Batches, so that the main thread copies in one small piece at a time what one message
 * would copy in at once.
 */
export type ReadAnswer<Row> =
  | { kind: 'started' }
  | { kind: 'rows'; rows: Row[] }
  | { kind: 'rates'; rates: unknown[] }
  /**
   * `readMilliseconds`: how long the reading took, measured by the worker itself.
   * `account`: what an import file says about the account (null for a bank export), its
   * `exchangeRates` list left out when `ratesInBatches` (it came in `rates` answers).
   */
  | {
      kind: 'done';
      readMilliseconds: number;
      account: ImportedAccountData | null;
      ratesInBatches: boolean;
    }
  | { kind: 'refused'; code: DomainErrorCode; message: string; details: ErrorDetails }
  | { kind: 'failed'; message: string };
