/**
 * The import reader's worker thread (security review: nothing an upload contains may run
 * for long on the server's thread; D48: nor may a large file's parsing). It reads one file
 * into import candidates (a Wallos backup zip and the database inside, a bare `wallos.db`,
 * or a large JSON or CSV file) and posts them in batches. The main thread's side, with the
 * time limit, is read-off-thread.ts. `pnpm build` bundles this file beside the command
 * line's bundle as `import-reader-worker.mjs`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isDomainError } from '@subtrack/domain';
import type { ImportReadAnswer, ImportReadRequest } from './import-reader-messages.js';
import { readCandidates } from './read-candidates.js';

const post = (answer: ImportReadAnswer) => parentPort?.postMessage(answer);

async function answer(request: ImportReadRequest): Promise<void> {
  // The reader's code is loaded: the main thread's time limit starts now.
  post({ kind: 'started' });
  const startedAt = performance.now();
  try {
    const { file, options, limits, folder, batchSize } = request;
    const { candidates, account } = await readCandidates(file, options, limits, () => folder);
    for (let start = 0; start < candidates.length; start += batchSize) {
      post({ kind: 'rows', candidates: candidates.slice(start, start + batchSize) });
    }
    const { exchangeRates, ...rest } = account ?? {};
    const ratesInBatches = Array.isArray(exchangeRates);
    if (ratesInBatches) {
      for (let start = 0; start < exchangeRates.length; start += batchSize) {
        post({ kind: 'rates', rates: exchangeRates.slice(start, start + batchSize) });
      }
    }
    post({
      kind: 'done',
      readMilliseconds: performance.now() - startedAt,
      account: account === null ? null : ratesInBatches ? rest : account,
      ratesInBatches,
    });
  } catch (error) {
    if (isDomainError(error)) {
      post({ kind: 'refused', message: error.message, details: error.details });
    } else {
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
}

await answer(workerData as ImportReadRequest);
