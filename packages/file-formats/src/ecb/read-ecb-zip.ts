import { crc32 } from 'node:zlib';
import { unreadableRateFile } from '@subtrack/domain';
import { InflateLimitError, inflateCapped } from '../zip/inflate-capped.js';
import {
  listZipEntries,
  storedBytesOf,
  type ZipEntry,
  ZipFormatError,
} from '../zip/zip-directory.js';

/** Entries a rates zip may list: the ECB's hold one. */
const MAX_ENTRIES = 16;
/** The largest CSV inflated from it: the whole history is about 2 MiB. */
export const MAX_RATES_CSV_BYTES = 64 * 1024 * 1024;

function csvEntry(entries: ZipEntry[]): ZipEntry {
  const csvs = entries.filter((entry) => entry.name.toLowerCase().endsWith('.csv'));
  if (csvs.length !== 1) {
    throw unreadableRateFile(
      `The zip holds ${csvs.length} CSV files; the European Central Bank's holds one (eurofxref-hist.csv).`,
    );
  }
  const entry = csvs[0]!;
  if (entry.flags & 1) throw unreadableRateFile('The CSV in the zip is encrypted.');
  if (entry.method !== 0 && entry.method !== 8) {
    throw unreadableRateFile('The CSV in the zip is compressed in a way the ECB never uses.');
  }
  if (entry.declaredSize > MAX_RATES_CSV_BYTES) {
    throw unreadableRateFile(`The CSV in the zip is larger than ${MAX_RATES_CSV_BYTES} bytes.`);
  }
  return entry;
}

/**
 * The CSV inside the European Central Bank's `eurofxref-hist.zip` (or `eurofxref.zip`): the
 * zip is judged by its directory first (a few entries, exactly one CSV, its declared size),
 * then only that entry is inflated, on zlib's thread pool, with the bytes it produces
 * counted against the declared size and checked against its CRC-32.
 *
 * @example
 * const csv = await unzipEcbCsv(await readFile('eurofxref-hist.zip'));
 */
export async function unzipEcbCsv(bytes: Uint8Array): Promise<Uint8Array> {
  let entry: ZipEntry;
  let stored: Uint8Array;
  try {
    entry = csvEntry(listZipEntries(bytes, MAX_ENTRIES));
    stored = storedBytesOf(bytes, entry);
  } catch (error) {
    if (error instanceof ZipFormatError) throw unreadableRateFile(error.message);
    throw error;
  }
  const damaged = unreadableRateFile('The CSV in the zip is damaged.');
  let csv: Uint8Array;
  try {
    csv = entry.method === 0 ? stored : await inflateCapped(stored, entry.declaredSize);
  } catch (error) {
    throw error instanceof InflateLimitError
      ? unreadableRateFile('The CSV in the zip inflates to more than its header declares.')
      : damaged;
  }
  if (csv.length !== entry.declaredSize || crc32(csv) !== entry.crc) throw damaged;
  return csv;
}
