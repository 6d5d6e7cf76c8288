import {
  type ImportCandidate,
  type ImportFile,
  type ImportFileOptions,
  type ImportFileParser,
  unreadableImportFile,
} from '@subtrack/domain';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.js';
import { sniffImportKind } from './sniff-kind.js';
import { parseSubtrackCsv } from './subtrack/parse-subtrack-csv.js';
import { parseSubtrackJson } from './subtrack/parse-subtrack-json.js';
import { parseJsonText, textOf } from './text-of.js';
import { parseWallosCsv } from './wallos/parse-wallos-csv.js';
import { parseWallosJson } from './wallos/parse-wallos-json.js';
import { readWallosOffThread } from './wallos/read-wallos-off-thread.js';
import { wallosCandidate } from './wallos/wallos-candidate.js';
import type { WallosRecord } from './wallos/wallos-record.js';

async function wallosRecords(
  file: ImportFile,
  options: ImportFileOptions,
  limits: ImportLimits,
): Promise<WallosRecord[]> {
  const kind = file.kind ?? sniffImportKind(file.bytes);
  switch (kind) {
    case 'zip':
    case 'sqlite':
      // Archives and databases are read in a worker thread, with a time limit.
      return readWallosOffThread(file.bytes, kind, { wallosUser: options.wallosUser, limits });
    case 'json':
      return parseWallosJson(parseJsonText(textOf(file.bytes)));
    case 'csv':
      return parseWallosCsv(textOf(file.bytes));
  }
}

function subtrackCandidates(file: ImportFile): ImportCandidate[] {
  const kind = file.kind ?? sniffImportKind(file.bytes);
  if (kind === 'json') return parseSubtrackJson(parseJsonText(textOf(file.bytes)));
  if (kind === 'csv') return parseSubtrackCsv(textOf(file.bytes));
  throw unreadableImportFile(
    'A subtrack import reads the JSON or CSV that subtrack exports.',
    'Send the export file, or use source=wallos for a Wallos backup or database.',
  );
}

/**
 * D33: the one import file parser: subtrack JSON/CSV exports and every file Wallos gives
 * its users (backup zip, `wallos.db`, Profile JSON bare or wrapped, Profile CSV).
 *
 * @example
 * const parser = createImportFileParser();
 * await parser.parse({ bytes, kind: 'zip' }, { source: 'wallos', currencySymbols: {} });
 */
export function createImportFileParser(
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): ImportFileParser {
  return {
    async parse(file, options) {
      const candidates =
        options.source === 'subtrack'
          ? subtrackCandidates(file)
          : (await wallosRecords(file, options, limits)).map((record) =>
              wallosCandidate(record, options.currencySymbols),
            );
      if (candidates.length > limits.maxRows) {
        throw unreadableImportFile(
          `The file holds more than ${limits.maxRows} rows.`,
          'Split the file and import the parts one after the other.',
        );
      }
      return candidates;
    },
  };
}
