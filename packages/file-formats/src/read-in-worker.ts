import { Worker } from 'node:worker_threads';
import { DomainError, type ImportedAccountData } from '@subtrack/domain';
import type { ReadAnswer, ReadRequest } from './import-reader-messages.js';

// How long a reader may take to load its code before it reads (see readInWorker).
const STARTUP_LIMIT_MS = 60_000;

// The worker's JavaScript heap; rows beyond a file's limit are never read, so 100,000
// records fit with room to spare. Past it the worker alone stops (ERR_WORKER_OUT_OF_MEMORY).
const READER_HEAP_MB = 256;

/**
 * The reader's module: the bundle's `import-reader-worker.mjs` beside the command line's
 * bundle (scripts/build-cli.ts), or, when this module runs as TypeScript (development,
 * tests), the same module built from its sources (dev-reader-bundle.ts).
 */
async function startReader(request: ReadRequest): Promise<Worker> {
  const options = {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
  };
  const module = import.meta.url.endsWith('.ts')
    ? await (await import('./dev-reader-bundle.js')).devReaderModule()
    : new URL('./import-reader-worker.mjs', import.meta.url);
  return new Worker(module, options);
}

/** How one kind of upload is bounded and refused when it runs over. */
export interface ReaderBounds {
  /** Longest the reading may take, from the worker's start. */
  maxReadMilliseconds: number;
  /** The refusal of a file that took longer. */
  tookTooLong: () => Error;
  /** The refusal of a file whose reading needs more memory than the worker has. */
  outOfMemory: () => Error;
  /** Called once the worker has stopped, whatever happened. */
  stopped?: () => void;
}

/** What a worker read: its rows, and what an import file says about its account. */
export interface WorkerReading<Row> {
  rows: Row[];
  /** Null for a bank export, or an import file that says nothing of its account. */
  account: ImportedAccountData | null;
}

/**
 * Reads one upload in a worker thread (D48 and the security review: nothing in it holds
 * the server's thread), taking the rows back in batches (one small step each), asking for
 * each next one after a turn of the event loop. The worker is stopped at `bounds.maxReadMilliseconds` and its heap is capped;
 * a refusal comes back as the `DomainError` the reader threw.
 *
 * Why a worker thread: better-sqlite3 is synchronous and offers no way to interrupt a
 * query, and `JSON.parse` or an XML or CSV parse cannot be cut into slices, so bounding them
 * from inside this thread is impossible; a worker can be terminated. A child process would
 * be killable even mid-step but costs a new Node.js per upload.
 */
export async function readInWorker<Row>(
  request: ReadRequest,
  bounds: ReaderBounds,
): Promise<WorkerReading<Row>> {
  let worker: Worker;
  try {
    worker = await startReader(request);
  } catch (error) {
    bounds.stopped?.();
    throw error;
  }
  return new Promise<WorkerReading<Row>>((resolve, reject) => {
    const rows: Row[] = [];
    const rates: unknown[] = [];
    let settled = false;
    const settle = (result: () => WorkerReading<Row>) => {
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
        throw bounds.tookTooLong();
      });
      void worker.terminate();
    };
    // The time limit counts the reading, from the worker's `started`: loading the worker's
    // code (a development process first builds it) is not the file's doing. A worker that
    // never starts is stopped all the same, after a generous wait.
    let timer = setTimeout(stop, STARTUP_LIMIT_MS);
    worker.on('message', (answer: ReadAnswer<Row>) => {
      switch (answer.kind) {
        case 'started':
          clearTimeout(timer);
          timer = setTimeout(stop, bounds.maxReadMilliseconds);
          return;
        case 'rows':
        case 'rates':
          if (answer.kind === 'rows') for (const row of answer.rows) rows.push(row);
          else for (const rate of answer.rates) rates.push(rate);
          // Room for another batch once other work had its turn (D48).
          setImmediate(() => {
            if (!settled) worker.postMessage('next');
          });
          return;
        case 'done': {
          // A fast worker's messages can all arrive in one turn of the event loop, before the
          // timer could fire: the worker's own measure of its reading decides then.
          if (answer.readMilliseconds > bounds.maxReadMilliseconds) return stop();
          const { account, ratesInBatches } = answer;
          return settle(() => ({
            rows,
            account:
              account !== null && ratesInBatches ? { ...account, exchangeRates: rates } : account,
          }));
        }
        case 'refused':
          return settle(() => {
            throw new DomainError(answer.code, answer.message, answer.details);
          });
        case 'failed':
          return settle(() => {
            throw new Error(`The reader failed: ${answer.message}`);
          });
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') throw bounds.outOfMemory();
        throw error;
      }),
    );
    worker.on('exit', () => {
      settle(() => {
        throw new Error('The reader stopped without an answer.');
      });
      bounds.stopped?.();
    });
  });
}
