import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DomainError,
  type ImportCandidate,
  type ImportFileContents,
  type ImportFileOptions,
} from '@subtrack/domain';
import type { ImportLimits } from './limits.js';
import type { KnownFile } from './read-candidates.js';
import { readInWorker } from './read-in-worker.js';
import { checkDatabaseSize, notAWallosDatabase } from './wallos/read-wallos-db.js';

/**
 * Candidates per message from the worker. Copying a message in is one step of the
 * main thread; 500 candidates take a few milliseconds, a 100,000-row file's at once would
 * take hundreds.
 */
const BATCH_SIZE = 500;

// The private folders of readers still running. A process that exits meanwhile (a command
// line whose reader outlasted its limit, a test) removes them on its way out.
const liveFolders = new Set<string>();
const removeFolder = (folder: string) => {
  liveFolders.delete(folder);
  rmSync(folder, { recursive: true, force: true });
};
process.on('exit', () => {
  for (const folder of liveFolders) removeFolder(folder);
});

const isDatabase = (file: KnownFile) => file.kind === 'zip' || file.kind === 'sqlite';

function tookTooLong(file: KnownFile, limitMs: number): DomainError {
  const seconds = limitMs / 1000;
  return new DomainError(
    'invalid_import',
    isDatabase(file)
      ? `Reading the Wallos database took longer than ${seconds} seconds, so it was stopped.`
      : `Reading the file took longer than ${seconds} seconds, so it was stopped.`,
    {
      field: 'file',
      suggestedFix: isDatabase(file)
        ? 'Use the wallos.db from Wallos (or the zip from Admin -> Backup), unchanged: a real one reads in about a second.'
        : 'Import the file as subtrack or Wallos exported it, unchanged: a real one reads in about a second.',
      rows: [],
    },
  );
}

function tooLargeToRead(file: KnownFile): Error {
  const reason = 'reading it needs more memory than an import may use';
  if (isDatabase(file)) return notAWallosDatabase(reason);
  return new DomainError('invalid_import', `The file cannot be imported: ${reason}.`, {
    field: 'file',
    suggestedFix: 'Split the file and import the parts one after the other.',
    rows: [],
  });
}

/**
 * D33, D48 and the security review: an upload read into import candidates in the reader
 * worker (read-in-worker.ts), so nothing in it (a huge archive, a slow query, 10 MiB of
 * JSON to parse) holds the server's thread. The worker is stopped at
 * `limits.maxReadMilliseconds` (the import then answers a clear `invalid_import`) and its
 * heap is capped. Its private folder, where a database is copied, is removed once it has
 * stopped. A step of the one fixed query over real tables (views, triggers, virtual tables
 * and computed columns are refused first) is bounded by the file's size, so terminating
 * between rows is enough.
 */
export async function readOffThread(
  file: KnownFile,
  options: ImportFileOptions,
  limits: ImportLimits,
): Promise<ImportFileContents> {
  // Before a byte is copied to the worker.
  if (file.kind === 'sqlite' && options.source === 'wallos') checkDatabaseSize(file.bytes, limits);
  const folder = mkdtempSync(join(tmpdir(), 'subtrack-import-'));
  liveFolders.add(folder);
  const { rows, account } = await readInWorker<ImportCandidate>(
    { job: 'import', file, options, limits, folder, batchSize: BATCH_SIZE },
    {
      maxReadMilliseconds: limits.maxReadMilliseconds,
      tookTooLong: () => tookTooLong(file, limits.maxReadMilliseconds),
      outOfMemory: () => tooLargeToRead(file),
      // At once (one file's unlink): a command line that got its answer exits right after.
      stopped: () => removeFolder(folder),
    },
  );
  return { candidates: rows, account };
}
