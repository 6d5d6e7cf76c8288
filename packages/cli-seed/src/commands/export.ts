import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXPORT_FORMATS, exportSubscriptions } from '@subtrack/domain';
import { exportFileWriter } from '@subtrack/file-formats';
import { CliFailure } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { optionalFlag } from '../options/required-flag.js';
import { parseChoice } from '../options/value-parsers.js';

/** `export --account ID [--format json|csv] [--out FILE]`. */
export const exportCommand: Command = {
  name: 'export',
  summary: "Export an account's subscriptions as JSON or CSV",
  usage: 'export --account ID [--format json|csv] [--out FILE] [--db FILE] [--json]',
  details: [
    '  --account ID        the account to export',
    '  --format json|csv   json (default): the subtrack export, payments included; csv: one row per subscription',
    '  --out FILE          write the export to FILE; without it the export goes to standard output',
    '  --json              with --out: print {"file", "format", "subscriptions"} when done',
  ],
  options: { account: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' } },
  async run({ values, json, target }, io) {
    const format = parseChoice(
      optionalFlag(values, 'format') ?? 'json',
      '--format',
      EXPORT_FORMATS,
    );
    const out = optionalFlag(values, 'out');
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const data = await exportSubscriptions(database.ports, accountId);
      const text = exportFileWriter.write(data, format);
      if (out === undefined) {
        // The file itself is the output; the final line break is the one stdout adds.
        io.stdout(text.replace(/\r?\n$/, ''));
        return 0;
      }
      const file = resolve(io.cwd, out);
      try {
        writeFileSync(file, text);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new CliFailure(`cannot write ${file}: ${reason}`);
      }
      const count = data.subscriptions.length;
      printResult(io, json, { file, format, subscriptions: count }, [
        `Exported ${count} subscriptions as ${format} to ${file}.`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};
