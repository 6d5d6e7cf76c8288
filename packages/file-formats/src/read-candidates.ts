import {
  type ImportFileContents,
  type ImportFileKind,
  type ImportFileOptions,
  unreadableImportFile,
} from '@subtrack/domain';
import type { ImportLimits } from './limits.js';
import { parseSubtrackCsv } from './subtrack/parse-subtrack-csv.js';
import { parseSubtrackJson } from './subtrack/parse-subtrack-json.js';
import { parseJsonText, textOf } from './text-of.js';
import { parseWallosCsv } from './wallos/parse-wallos-csv.js';
import { parseWallosJson } from './wallos/parse-wallos-json.js';
import { readWallosDatabase } from './wallos/read-wallos-db.js';
import { readWallosZip } from './wallos/read-wallos-zip.js';
import { wallosCandidate } from './wallos/wallos-candidate.js';
import { readWallosLogos, type WallosLogo } from './wallos/wallos-logos.js';
import type { WallosRecord } from './wallos/wallos-record.js';

/** One upload whose kind is known (named by the sender or sniffed). */
export interface KnownFile {
  bytes: Uint8Array;
  kind: ImportFileKind;
}

/** A Wallos file's records and, from a backup or database, the logo each row names. */
interface WallosRows {
  records: WallosRecord[];
  logos: Map<number, WallosLogo>;
}

async function wallosRows(
  file: KnownFile,
  options: ImportFileOptions,
  limits: ImportLimits,
  folder: () => string,
): Promise<WallosRows> {
  const database = (bytes: Uint8Array) =>
    readWallosDatabase(bytes, { wallosUser: options.wallosUser, limits, folder: folder() });
  switch (file.kind) {
    case 'zip': {
      const backup = await readWallosZip(file.bytes, limits);
      const records = database(backup.database);
      return { records, logos: await readWallosLogos(records, backup, limits) };
    }
    case 'sqlite': {
      const records = database(file.bytes);
      return { records, logos: await readWallosLogos(records, null, limits) };
    }
    case 'json':
      return { records: parseWallosJson(parseJsonText(textOf(file.bytes))), logos: new Map() };
    case 'csv':
      return { records: parseWallosCsv(textOf(file.bytes)), logos: new Map() };
  }
}

async function wallosContents(
  file: KnownFile,
  options: ImportFileOptions,
  limits: ImportLimits,
  folder: () => string,
): Promise<ImportFileContents> {
  const { records, logos } = await wallosRows(file, options, limits, folder);
  const candidates = records.map((record) => {
    const candidate = wallosCandidate(record, options.currencySymbols);
    const logo = logos.get(record.row);
    // A row left out (a one-time payment) has no record to give a logo to.
    if (logo === undefined || candidate.body === undefined) return candidate;
    if ('warning' in logo) candidate.warnings.push(logo.warning);
    else candidate.logo = logo.logo;
    return candidate;
  });
  return { candidates, account: null };
}

function subtrackContents(file: KnownFile): ImportFileContents {
  if (file.kind === 'json') return parseSubtrackJson(parseJsonText(textOf(file.bytes)));
  if (file.kind === 'csv')
    return { candidates: parseSubtrackCsv(textOf(file.bytes)), account: null };
  throw unreadableImportFile(
    'A subtrack import reads the JSON or CSV that subtrack exports.',
    'Send the export file, or use source=wallos for a Wallos backup or database.',
  );
}

/**
 * The candidate rows of one file of any kind, with their logos (a Wallos backup's, a
 * subtrack export's), and what a subtrack export says about its account, read on the
 * calling thread: the reader worker calls it for archives, databases and large files, the
 * parser itself for small JSON and CSV files (see parse-import-file.ts). `folder` gives a
 * private folder for a database's copy (only a Wallos zip or database asks for it).
 */
export async function readCandidates(
  file: KnownFile,
  options: ImportFileOptions,
  limits: ImportLimits,
  folder: () => string,
): Promise<ImportFileContents> {
  const contents =
    options.source === 'subtrack'
      ? subtrackContents(file)
      : await wallosContents(file, options, limits, folder);
  if (contents.candidates.length > limits.maxRows) {
    throw unreadableImportFile(
      `The file holds more than ${limits.maxRows} rows.`,
      'Split the file and import the parts one after the other.',
    );
  }
  return contents;
}
