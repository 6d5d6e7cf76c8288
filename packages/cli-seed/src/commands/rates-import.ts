import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importReferenceRates, isDomainError } from '@subtrack/domain';
import { readEcbRates } from '@subtrack/file-formats';
import { CliFailure, UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requiredFlag } from '../options/required-flag.js';
import { rateImportWords } from '../rates/rate-import-words.js';

/**
 * `rates import --file F`: the server's reference rates, which every account's
 * estimates may use, from one of the European Central Bank's files. The operator's task:
 * no account is written to or audited. `--json` prints `{"imported": {rates, dates,
 * currencies, from, to}}`.
 */
export const ratesImportCommand: Command = {
  name: 'rates import',
  summary: "Import the server's reference exchange rates from a European Central Bank file",
  usage: 'rates import --file FILE [--db FILE | --database-url URL] [--json]',
  details: [
    "  --file FILE   the European Central Bank's eurofxref-hist.zip, eurofxref-hist.csv or",
    '                eurofxref-daily.xml, unchanged (https://www.ecb.europa.eu/stats/eurofxref/)',
    "Every account's estimates may use these rates; an account's own rates (typed, or imported",
    'through the API or the Rates screen) win over them for that account. A rate already stored',
    'for a date and currency is replaced; importing the same file again changes nothing.',
    'serve --exchange-rates-url ecb fetches the daily file at start and once a day instead.',
  ],
  options: { file: { type: 'string' } },
  async run({ values, json, target }, io) {
    const path = resolve(io.cwd, requiredFlag(values, 'file', 'eurofxref-hist.zip'));
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new CliFailure(`--file: cannot read ${path}: ${reason}`);
    }
    let rows: Awaited<ReturnType<typeof readEcbRates>>;
    try {
      rows = await readEcbRates(bytes);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw new UsageError(`--file: ${error.message} ${error.details.suggestedFix ?? ''}`.trim());
    }
    const database = await openDatabasePorts(target);
    try {
      const result = await importReferenceRates(database.ports, rows);
      printResult(io, json, result, [
        `Imported ${rateImportWords(result.imported)} as the server's reference rates.`,
      ]);
      return 0;
    } catch (error) {
      // A rate the reader read but the rules refuse (0, too many digits) names its line.
      if (!isDomainError(error) || error.code !== 'invalid_exchange_rate') throw error;
      throw new UsageError(`--file: ${error.message} ${error.details.suggestedFix ?? ''}`.trim());
    } finally {
      await database.close();
    }
  },
};
