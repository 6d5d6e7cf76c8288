/**
 * The Wallos reader's worker thread (security review: nothing an upload contains may run
 * for long on the server's thread). It unpacks a backup zip and reads the database inside,
 * or a bare `wallos.db`, and posts one {@link WallosReadAnswer}. The main thread's side,
 * with the time limit, is read-wallos-off-thread.ts. `pnpm build` bundles this file beside
 * the command line's bundle as `wallos-reader-worker.mjs`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isDomainError } from '@subtrack/domain';
import { readWallosDatabase } from './read-wallos-db.js';
import { readWallosZip } from './read-wallos-zip.js';
import type { WallosReadAnswer, WallosReadRequest } from './wallos-reader-messages.js';

async function answer(request: WallosReadRequest): Promise<WallosReadAnswer> {
  try {
    const { bytes, kind, limits } = request;
    const database = kind === 'zip' ? await readWallosZip(bytes, limits) : bytes;
    const options = { wallosUser: request.wallosUser, limits, folder: request.folder };
    return { kind: 'records', records: readWallosDatabase(database, options) };
  } catch (error) {
    if (isDomainError(error)) {
      return { kind: 'refused', message: error.message, details: error.details };
    }
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.postMessage(await answer(workerData as WallosReadRequest));
