import type { ImportFileParser } from '@subtrack/domain';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.js';
import { type KnownFile, readCandidates } from './read-candidates.js';
import { readOffThread } from './read-off-thread.js';
import { sniffImportKind } from './sniff-kind.js';

/**
 * The largest JSON or CSV file read on the caller's thread, in bytes. Reading costs
 * about 10 ms per 100 KiB; a larger file goes to the reader worker, whose start costs more
 * than reading a small file takes.
 */
export const IN_THREAD_MAX_BYTES = 256 * 1024;

/**
 * The one import file parser: subtrack JSON/CSV exports (version 3's logos, home
 * currency and own rates included) and every file Wallos gives its users (backup zip with
 * its `logos/` folder, `wallos.db`, Profile JSON bare or wrapped, Profile CSV). A Wallos
 * zip or database, and any file over {@link IN_THREAD_MAX_BYTES}, is read in a worker
 * thread (read-off-thread.ts), with a time limit.
 *
 * @example
 * const parser = createImportFileParser();
 * const { candidates, account } = await parser.read({ bytes, kind: 'json' }, { source: 'subtrack', currencySymbols: {} });
 */
export function createImportFileParser(
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): ImportFileParser {
  const read: ImportFileParser['read'] = async (upload, options) => {
    const file: KnownFile = {
      bytes: upload.bytes,
      kind: upload.kind ?? sniffImportKind(upload.bytes),
    };
    const database = file.kind === 'zip' || file.kind === 'sqlite';
    if ((database && options.source === 'wallos') || file.bytes.length > IN_THREAD_MAX_BYTES) {
      return readOffThread(file, options, limits);
    }
    // A small JSON or CSV file (or a database sent as a subtrack export, refused at once).
    return readCandidates(file, options, limits, () => {
      throw new Error('only a Wallos zip or database needs a folder');
    });
  };
  return {
    read,
    parse: async (upload, options) => (await read(upload, options)).candidates,
  };
}
