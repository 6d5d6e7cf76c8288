/**
 * The reader's worker thread (security review: nothing an upload contains may run for long
 * on the server's thread; D48: nor may a large file's parsing). It reads one upload: an
 * import file into import candidates (a Wallos backup zip and the database inside, a bare
 * `wallos.db`, or a large JSON or CSV file), or a bank export into its transactions, and
 * posts the rows in batches. The main thread's side, with the time limit, is
 * read-off-thread.ts. `pnpm build` bundles this file beside the command line's bundle as
 * `import-reader-worker.mjs`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ImportedAccountData, isDomainError } from '@subtrack/domain';
import type { ReadAnswer, ReadRequest } from './import-reader-messages.js';
import { readCandidates } from './read-candidates.js';
import { readStatement } from './statements/read-statement.js';

const post = (answer: ReadAnswer<unknown>) => parentPort?.postMessage(answer);

// D48: at most this many batches are on their way at once. The main thread asks for more
// once it has taken one in, so batches never pile up into one long turn of its event loop,
// while a few in flight keep a busy machine's thread switches from setting the pace.
const IN_FLIGHT = 3;
let credit = IN_FLIGHT;
let woken: (() => void) | null = null;
const onAsked = () => {
  credit += 1;
  woken?.();
  woken = null;
};
async function sendable(): Promise<void> {
  while (credit === 0) await new Promise<void>((resolve) => (woken = resolve));
  credit -= 1;
}

async function readingOf(
  request: ReadRequest,
): Promise<{ rows: unknown[]; account: ImportedAccountData | null }> {
  if (request.job === 'statement')
    return { rows: await readStatement(request.file, request.limits), account: null };
  const { file, options, limits, folder } = request;
  const { candidates, account } = await readCandidates(file, options, limits, () => folder);
  return { rows: candidates, account };
}

async function answer(request: ReadRequest): Promise<void> {
  // The reader's code is loaded: the main thread's time limit starts now.
  post({ kind: 'started' });
  const startedAt = performance.now();
  try {
    const { rows, account } = await readingOf(request);
    parentPort?.on('message', onAsked);
    for (let start = 0; start < rows.length; start += request.batchSize) {
      await sendable();
      post({ kind: 'rows', rows: rows.slice(start, start + request.batchSize) });
    }
    const { exchangeRates, ...rest } = account ?? {};
    const ratesInBatches = Array.isArray(exchangeRates);
    if (ratesInBatches) {
      for (let start = 0; start < exchangeRates.length; start += request.batchSize) {
        await sendable();
        post({ kind: 'rates', rates: exchangeRates.slice(start, start + request.batchSize) });
      }
    }
    parentPort?.off('message', onAsked);
    post({
      kind: 'done',
      readMilliseconds: performance.now() - startedAt,
      account: account === null ? null : ratesInBatches ? rest : account,
      ratesInBatches,
    });
  } catch (error) {
    if (isDomainError(error)) {
      post({ kind: 'refused', code: error.code, message: error.message, details: error.details });
    } else {
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
}

await answer(workerData as ReadRequest);
