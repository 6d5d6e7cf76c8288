import type {
  ErrorDetails,
  ImportCandidate,
  ImportedAccountData,
  ImportFileOptions,
} from '@subtrack/domain';
import type { ImportLimits } from './limits.js';
import type { KnownFile } from './read-candidates.js';

/** What the reader worker is given (its `workerData`). */
export interface ImportReadRequest {
  file: KnownFile;
  options: ImportFileOptions;
  limits: ImportLimits;
  /** A private folder for a database's copy, removed by the main thread afterwards. */
  folder: string;
  /** How many candidates each `rows` answer holds. */
  batchSize: number;
}

/**
 * The worker's answers: `started` once its code is loaded, the candidates in batches, a
 * subtrack export's list of exchange rates in batches, then `done` with the rest of what
 * the file says about its account; or the file's refusal (an `invalid_import`, rebuilt as a
 * `DomainError` on the main thread), or a failure of the reader itself (a bug: a 500).
 * Batches, so that the main thread copies in one small piece at a time what one message
 * would copy in at once (D48).
 */
export type ImportReadAnswer =
  | { kind: 'started' }
  | { kind: 'rows'; candidates: ImportCandidate[] }
  | { kind: 'rates'; rates: unknown[] }
  /**
   * `readMilliseconds`: how long the reading took, measured by the worker itself.
   * `account`: what the file says about the account, its `exchangeRates` list left out
   * when `ratesInBatches` (it came in `rates` answers).
   */
  | {
      kind: 'done';
      readMilliseconds: number;
      account: ImportedAccountData | null;
      ratesInBatches: boolean;
    }
  | { kind: 'refused'; message: string; details: ErrorDetails }
  | { kind: 'failed'; message: string };
