import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  IMPORT_SOURCES,
  type ImportResult,
  importSubscriptions,
  parseCurrencySymbols,
  prepareImport,
  warningsBeyondSkipped,
} from '@subtrack/domain';
import { createImportFileParser, guessImportSource, sniffImportKind } from '@subtrack/file-formats';
import { createSharpLogoEncoder } from '@subtrack/logo-images';
import { UsageError } from '../cli/cli-errors.js';
import type { Command, FlagValues } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { cliWriteContextFor } from '../data-io/cli-write-context.js';
import { importKindOfPath } from '../data-io/import-kind-of-path.js';
import { failToRead, reportImportFailure } from '../data-io/print-import-failure.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { resolveAccountLimits } from '../options/account-limits.js';
import { optionalFlag, requiredFlag } from '../options/required-flag.js';
import { parseChoice } from '../options/value-parsers.js';

function currencySymbols(values: FlagValues): Record<string, string> {
  const raw = values['currency-symbol'];
  const pairs = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  try {
    return parseCurrencySymbols(pairs, '=', 'currency-symbol');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(`--currency-symbol: ${message} Write it as --currency-symbol '$=USD'.`);
  }
}

function summary(result: ImportResult): string[] {
  const verb = result.dryRun ? 'Would create' : 'Created';
  const lines = [
    `${verb} ${result.created.length} subscriptions; skipped ${result.skipped.length}.`,
    ...result.skipped.map((row) => `  skipped row ${row.row} (${row.name}): ${row.reason}`),
    ...warningsBeyondSkipped(result).map((warning) => `  warning: ${warning.message}`),
  ];
  if (result.dryRun) lines.push('Nothing was written (dry run).');
  return lines;
}

/** `import --account ID --from FILE [--source subtrack|wallos] [--dry-run]`. */
export const importCommand: Command = {
  name: 'import',
  summary: 'Import subscriptions from a subtrack export or from Wallos',
  usage:
    "import --account ID --from FILE [--source subtrack|wallos] [--dry-run] [--currency-symbol '$=USD' ...] [--wallos-user NAME] [--db FILE] [--json]",
  details: [
    '  --from FILE                a subtrack export (.json, .csv) or a Wallos backup .zip, wallos.db,',
    '                             subscriptions.json or subscriptions.csv; a JSON export also brings',
    '                             logos, the home currency and own rates; a backup .zip its logos',
    '  --source subtrack|wallos   who made the file (default: recognised from the file)',
    '  --dry-run                  check every row and show what would happen; write nothing',
    "  --currency-symbol '$=USD'  the currency of an ambiguous price symbol ($, ¥, kr) in a",
    '                             Wallos Profile export; repeat for several symbols',
    '  --wallos-user NAME         the Wallos user to import when the database has several',
    'All or nothing: when a row is invalid every bad row is listed and nothing is imported.',
    'An account holds at most 10000 subscriptions (SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT, as for serve);',
    'an import that would pass the limit imports nothing.',
  ],
  options: {
    account: { type: 'string' },
    from: { type: 'string' },
    source: { type: 'string' },
    'dry-run': { type: 'boolean' },
    'currency-symbol': { type: 'string', multiple: true },
    'wallos-user': { type: 'string' },
  },
  async run({ values, json, target }, io) {
    const from = resolve(io.cwd, requiredFlag(values, 'from', 'FILE'));
    const sourceFlag = optionalFlag(values, 'source');
    const symbols = currencySymbols(values);
    const wallosUser = optionalFlag(values, 'wallos-user');
    let bytes: Buffer;
    try {
      bytes = readFileSync(from);
    } catch (error) {
      throw failToRead(from, error);
    }
    const kind = importKindOfPath(from) ?? sniffImportKind(bytes);
    const source =
      sourceFlag === undefined
        ? guessImportSource(bytes, kind)
        : parseChoice(sourceFlag, '--source', IMPORT_SOURCES);
    // D48: the same limit as the server beside it (SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT).
    const database = await openDatabasePorts(target, {
      limits: resolveAccountLimits(values, io.env),
    });
    try {
      const accountId = await requireAccountId(database.ports, values);
      const options = { source, currencySymbols: symbols, ...(wallosUser ? { wallosUser } : {}) };
      const dryRun = values['dry-run'] === true;
      let result: ImportResult;
      try {
        const contents = await createImportFileParser().read({ bytes, kind }, options);
        const encoder = createSharpLogoEncoder();
        const prepared = await prepareImport(database.ports, contents, encoder);
        const ctx = cliWriteContextFor(accountId);
        result = await importSubscriptions(database.ports, ctx, prepared, { dryRun, source });
      } catch (error) {
        return reportImportFailure(error, io, json);
      }
      printResult(io, json, result, summary(result));
      return 0;
    } finally {
      await database.close();
    }
  },
};
