import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  DomainError,
  type ImportCandidate,
  type ImportFileContents,
  type ImportFileOptions,
} from '@subtrack/domain';
import type { ImportReadAnswer, ImportReadRequest } from './import-reader-messages.js';
import type { ImportLimits } from './limits.js';
import type { KnownFile } from './read-candidates.js';
import { checkDatabaseSize, notAWallosDatabase } from './wallos/read-wallos-db.js';

// The worker's JavaScript heap; rows beyond `maxRows` are never read, so 100,000 records
// fit with room to spare. Past it the worker alone stops (ERR_WORKER_OUT_OF_MEMORY).
// How long a reader may take to load its code before it reads (see readOffThread).
const STARTUP_LIMIT_MS = 60_000;

const READER_HEAP_MB = 256;

/**
 * D48: candidates per message from the worker. Copying a message in is one step of the
 * main thread; 500 candidates take a few milliseconds, a 100,000-row file's at once would
 * take hundreds.
 */
const BATCH_SIZE = 500;

/**
 * The reader's module: the bundle's `import-reader-worker.mjs` beside the command line's
 * bundle (scripts/build-cli.ts), or, when this module runs as TypeScript (development,
 * tests), the same module built from its sources (dev-reader-bundle.ts).
 */
async function startReader(request: ImportReadRequest): Promise<Worker> {
  const options = {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
  };
  const module = import.meta.url.endsWith('.ts')
    ? await (await import('./dev-reader-bundle.js')).devReaderModule()
    : new URL('./import-reader-worker.mjs', import.meta.url);
  return new Worker(module, options);
}

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
 * D33, D48 and the security review: an upload read into import candidates in a worker
 * thread, so nothing in it (a huge archive, a slow query, 10 MiB of JSON to parse) holds
 * the server's thread; this thread only copies the bytes over, takes the candidates back
 * in batches of {@link BATCH_SIZE} (one small step each) and waits in between. The worker
 * is stopped at `limits.maxReadMilliseconds` (the import then answers a clear
 * `invalid_import`) and its heap is capped. Its private folder is removed once it has
 * stopped.
 *
 * Why a worker thread: better-sqlite3 is synchronous and offers no way to interrupt a
 * query, and `JSON.parse` cannot be cut into slices, so bounding either from inside this
 * thread is impossible; a worker can be terminated between rows, and a step of the one
 * fixed query over real tables (views, triggers, virtual tables and computed columns are
 * refused first) is bounded by the file's size. A child process would be killable even
 * mid-step but costs a new Node.js per import; the schema checks make that unnecessary.
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
  let worker: Worker;
  try {
    worker = await startReader({ file, options, limits, folder, batchSize: BATCH_SIZE });
  } catch (error) {
    removeFolder(folder);
    throw error;
  }
  return new Promise<ImportFileContents>((resolve, reject) => {
    const candidates: ImportCandidate[] = [];
    const rates: unknown[] = [];
    let settled = false;
    const settle = (result: () => ImportFileContents) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        resolve(result());
      } catch (error) {
        reject(error);
      }
    };
    const stop = () => {
      settle(() => {
        throw tookTooLong(file, limits.maxReadMilliseconds);
      });
      void worker.terminate();
    };
    // The time limit counts the reading, from the worker's `started`: loading the worker's
    // code (a development process first builds it) is not the file's doing. A worker that
    // never starts is stopped all the same, after a generous wait.
    let timer = setTimeout(stop, STARTUP_LIMIT_MS);
    worker.on('message', (answer: ImportReadAnswer) => {
      switch (answer.kind) {
        case 'started':
          clearTimeout(timer);
          timer = setTimeout(stop, limits.maxReadMilliseconds);
          return;
        case 'rows':
          for (const candidate of answer.candidates) candidates.push(candidate);
          return;
        case 'rates':
          for (const rate of answer.rates) rates.push(rate);
          return;
        case 'done': {
          // A fast worker's messages can all arrive in one turn of the event loop, before the
          // timer could fire: the worker's own measure of its reading decides then.
          if (answer.readMilliseconds > limits.maxReadMilliseconds) return stop();
          const { account, ratesInBatches } = answer;
          return settle(() => ({
            candidates,
            account:
              account !== null && ratesInBatches ? { ...account, exchangeRates: rates } : account,
          }));
        }
        case 'refused':
          return settle(() => {
            throw new DomainError('invalid_import', answer.message, answer.details);
          });
        case 'failed':
          return settle(() => {
            throw new Error(`The import reader failed: ${answer.message}`);
          });
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') throw tooLargeToRead(file);
        throw error;
      }),
    );
    worker.on('exit', () => {
      settle(() => {
        throw new Error('The import reader stopped without an answer.');
      });
      // At once (one file's unlink): a command line that got its answer exits right after.
      removeFolder(folder);
    });
  });
}
