import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DomainError } from '@subtrack/domain';
import type { ImportLimits } from '../limits.js';
import { checkDatabaseSize, notAWallosDatabase } from './read-wallos-db.js';
import type { WallosReadAnswer, WallosReadRequest } from './wallos-reader-messages.js';
import type { WallosRecord } from './wallos-record.js';

// The worker's JavaScript heap; rows beyond `maxRows` are never read, so 100,000 records
// fit with room to spare. Past it the worker alone stops (ERR_WORKER_OUT_OF_MEMORY).
const READER_HEAP_MB = 128;

/**
 * The reader's module: the bundle's `wallos-reader-worker.mjs` beside the command line's
 * bundle (scripts/build-cli.ts), or the TypeScript source under tsx (development, tests;
 * tsx is the workspace's own dev dependency), loaded through dev-worker-bootstrap.mjs.
 */
function startReader(request: WallosReadRequest): Worker {
  const options = {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
  };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./wallos-reader-worker.mjs', import.meta.url), options);
  }
  const entry = new URL('./wallos-reader-worker.ts', import.meta.url).href;
  const argv = [import.meta.resolve('tsx/esm/api'), entry];
  return new Worker(new URL('./dev-worker-bootstrap.mjs', import.meta.url), { ...options, argv });
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

function tookTooLong(limitMs: number): DomainError {
  return new DomainError(
    'invalid_import',
    `Reading the Wallos database took longer than ${limitMs / 1000} seconds, so it was stopped.`,
    {
      field: 'file',
      suggestedFix:
        'Use the wallos.db from Wallos (or the zip from Admin -> Backup), unchanged: a real one reads in about a second.',
      rows: [],
    },
  );
}

function outcome(answer: WallosReadAnswer): WallosRecord[] {
  if (answer.kind === 'records') return answer.records;
  if (answer.kind === 'refused') {
    throw new DomainError('invalid_import', answer.message, answer.details);
  }
  throw new Error(`The Wallos reader failed: ${answer.message}`);
}

/**
 * D33 and the security review: a Wallos backup zip or `wallos.db` read in a worker thread,
 * so nothing in the upload (a huge archive, a slow query) holds the server's thread; this
 * thread only copies the bytes over and waits. The worker is stopped at
 * `limits.maxReadMilliseconds` (the import then answers a clear `invalid_import`) and its
 * heap is capped. Its private folder is removed once it has stopped.
 *
 * Why a worker thread: better-sqlite3 is synchronous and offers no way to interrupt a
 * query, so bounding a read from inside this thread is impossible; a worker can be
 * terminated between rows, and a step of the one fixed query over real tables (views,
 * triggers, virtual tables and computed columns are refused first) is bounded by the
 * file's size. A child process would be killable even mid-step but costs a new Node.js
 * per import; the schema checks make that unnecessary.
 */
export async function readWallosOffThread(
  bytes: Uint8Array,
  kind: 'zip' | 'sqlite',
  options: { wallosUser: string | undefined; limits: ImportLimits },
): Promise<WallosRecord[]> {
  const { limits, wallosUser } = options;
  // Before a byte is copied to the worker.
  if (kind === 'sqlite') checkDatabaseSize(bytes, limits);
  const folder = mkdtempSync(join(tmpdir(), 'subtrack-wallos-'));
  liveFolders.add(folder);
  let worker: Worker;
  try {
    worker = startReader({ bytes, kind, wallosUser, limits, folder });
  } catch (error) {
    removeFolder(folder);
    throw error;
  }
  return new Promise<WallosRecord[]>((resolve, reject) => {
    let settled = false;
    const settle = (result: () => WallosRecord[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        resolve(result());
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(() => {
      settle(() => {
        throw tookTooLong(limits.maxReadMilliseconds);
      });
      void worker.terminate();
    }, limits.maxReadMilliseconds);
    worker.on('message', (answer: WallosReadAnswer) => settle(() => outcome(answer)));
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw notAWallosDatabase('reading it needs more memory than an import may use');
        }
        throw error;
      }),
    );
    worker.on('exit', () => {
      settle(() => {
        throw new Error('The Wallos reader stopped without an answer.');
      });
      // At once (one file's unlink): a command line that got its answer exits right after.
      removeFolder(folder);
    });
  });
}
