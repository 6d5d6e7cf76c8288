import {
  type ImportCandidate,
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
import type { WallosRecord } from './wallos/wallos-record.js';

/** One upload whose kind is known (named by the sender or sniffed). */
export interface KnownFile {
  bytes: Uint8Array;
  kind: ImportFileKind;
}

async function wallosRecords(
  file: KnownFile,
  options: ImportFileOptions,
  limits: ImportLimits,
  folder: () => string,
): Promise<WallosRecord[]> {
  switch (file.kind) {
    case 'zip': {
      const database = await readWallosZip(file.bytes, limits);
      return readWallosDatabase(database, {
        wallosUser: options.wallosUser,
        limits,
        folder: folder(),
      });
    }
    case 'sqlite':
      return readWallosDatabase(file.bytes, {
        wallosUser: options.wallosUser,
        limits,
        folder: folder(),
      });
    case 'json':
      return parseWallosJson(parseJsonText(textOf(file.bytes)));
    case 'csv':
      return parseWallosCsv(textOf(file.bytes));
  }
}

function subtrackCandidates(file: KnownFile): ImportCandidate[] {
  if (file.kind === 'json') return parseSubtrackJson(parseJsonText(textOf(file.bytes)));
  if (file.kind === 'csv') return parseSubtrackCsv(textOf(file.bytes));
  throw unreadableImportFile(
    'A subtrack import reads the JSON or CSV that subtrack exports.',
    'Send the export file, or use source=wallos for a Wallos backup or database.',
  );
}

/**
 * D33: the candidate rows of one file of any kind, read on the calling thread: the reader
 * worker calls it for archives, databases and large files, the parser itself for small
 * JSON and CSV files (see parse-import-file.ts). `folder` gives a private folder for a
 * database's copy (only a Wallos zip or database asks for it).
 */
export async function readCandidates(
  file: KnownFile,
  options: ImportFileOptions,
  limits: ImportLimits,
  folder: () => string,
): Promise<ImportCandidate[]> {
  const candidates =
    options.source === 'subtrack'
      ? subtrackCandidates(file)
      : (await wallosRecords(file, options, limits, folder)).map((record) =>
          wallosCandidate(record, options.currencySymbols),
        );
  if (candidates.length > limits.maxRows) {
    throw unreadableImportFile(
      `The file holds more than ${limits.maxRows} rows.`,
      'Split the file and import the parts one after the other.',
    );
  }
  return candidates;
}
