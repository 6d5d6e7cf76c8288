import {
  type BankTransaction,
  DomainError,
  type StatementFile,
  type StatementReader,
} from '@subtrack/domain';
import { IN_THREAD_MAX_BYTES } from '../parse-import-file.js';
import { readInWorker } from '../read-in-worker.js';
import { DEFAULT_STATEMENT_LIMITS, readStatement, type StatementLimits } from './read-statement.js';

/**
 * Transactions per message from the worker. 2,000 transactions take a few ms to copy
 * in (3 may arrive in one turn); 100,000 at once would hold the thread for hundreds.
 */
const BATCH_SIZE = 2_000;

const refusal = (message: string, suggestedFix: string) =>
  new DomainError('invalid_statement', message, { field: 'file', suggestedFix });

/**
 * The bank export reader: CSV as banks write it, OFX 1.x and 2.x, QFX and CAMT.053,
 * into booked transactions. A file over 256 KiB (some 3,000 CSV rows) is read in the
 * reader's worker thread, stopped after `limits.maxReadMilliseconds`, which hands the
 * transactions back in batches, so that parsing never holds the server's thread; a
 * smaller one is read at once (a worker's start costs more than reading it).
 *
 * @example
 * const reader = createStatementReader();
 * const transactions = await reader.read({ bytes, format: null, mapping: { date: 'Datum' } });
 */
export function createStatementReader(
  limits: StatementLimits = DEFAULT_STATEMENT_LIMITS,
): StatementReader {
  return {
    async read(file: StatementFile): Promise<BankTransaction[]> {
      if (file.bytes.length <= IN_THREAD_MAX_BYTES) return readStatement(file, limits);
      const seconds = limits.maxReadMilliseconds / 1000;
      const { rows } = await readInWorker<BankTransaction>(
        // A copy of exactly the file's bytes (not the whole buffer it may be a view of).
        {
          job: 'statement',
          file: { ...file, bytes: new Uint8Array(file.bytes) },
          limits,
          batchSize: BATCH_SIZE,
        },
        {
          maxReadMilliseconds: limits.maxReadMilliseconds,
          tookTooLong: () =>
            refusal(
              `Reading the file took longer than ${seconds} seconds, so it was stopped.`,
              'Send the file exactly as the bank exported it, or a shorter date range.',
            ),
          outOfMemory: () =>
            refusal(
              'The file cannot be read: reading it needs more memory than a statement may use.',
              'Export a shorter date range and send each part.',
            ),
        },
      );
      return rows;
    },
  };
}
