import type { ErrorDetails } from '@subtrack/domain';
import type { ImportLimits } from '../limits.js';
import type { WallosRecord } from './wallos-record.js';

/** What the reader worker is given (its `workerData`). */
export interface WallosReadRequest {
  bytes: Uint8Array;
  kind: 'zip' | 'sqlite';
  wallosUser: string | undefined;
  limits: ImportLimits;
  /** A private folder for the database's copy, removed by the main thread afterwards. */
  folder: string;
}

/**
 * The worker's one answer: the records, the file's refusal (an `invalid_import`, rebuilt as
 * a `DomainError` on the main thread), or a failure of the reader itself (a bug: a 500).
 */
export type WallosReadAnswer =
  | { kind: 'records'; records: WallosRecord[] }
  | { kind: 'refused'; message: string; details: ErrorDetails }
  | { kind: 'failed'; message: string };
