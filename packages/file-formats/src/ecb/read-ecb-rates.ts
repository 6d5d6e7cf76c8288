import {
  type EuroRate,
  type RateFileReader,
  UNPACED,
  unreadableRateFile,
  type WorkPacer,
} from '@subtrack/domain';
import { readEcbCsv } from './read-ecb-csv.js';
import { readEcbXml } from './read-ecb-xml.js';
import { unzipEcbCsv } from './read-ecb-zip.js';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function textOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw unreadableRateFile('The file is not text (UTF-8), a zip or XML.');
  }
}

/**
 * The euro reference rates in one of the European Central Bank's files, told apart by their
 * first bytes: `eurofxref-hist.zip` (a zip holding the CSV), `eurofxref-hist.csv` and
 * `eurofxref-daily.xml` (and the other ECB files of those shapes). Rates come back as the
 * file writes them, for the domain to check and store (`importReferenceRates`,
 * `importExchangeRates`); any other file is `invalid_exchange_rate` naming the file. The zip
 * is inflated on zlib's thread pool and the text read in slices, pausing as `pacer` says.
 *
 * @example
 * const rows = await readEcbRates(await readFile('eurofxref-hist.zip'), { pacer: systemPacer() });
 */
export async function readEcbRates(
  bytes: Uint8Array,
  options: { pacer?: WorkPacer } = {},
): Promise<EuroRate[]> {
  const pacer = options.pacer ?? UNPACED;
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) {
    return readEcbCsv(textOf(await unzipEcbCsv(bytes)), pacer);
  }
  const text = textOf(bytes);
  const start = text.trimStart();
  if (start.startsWith('<')) return readEcbXml(text, pacer);
  if (start.startsWith('Date')) return readEcbCsv(text, pacer);
  throw unreadableRateFile(
    "The file is none of the European Central Bank's rate files (a zip, a CSV starting with Date, or XML).",
  );
}

/** {@link readEcbRates} as the domain's rate file reader, for the composition root to pass in. */
export const ecbRateFileReader: RateFileReader = { read: readEcbRates };
