import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  discoverFromStatement,
  isDomainError,
  STATEMENT_FORMATS,
  STATEMENT_MAPPING_PARAMETERS,
  type StatementColumnMapping,
} from '@subtrack/domain';
import { createStatementReader } from '@subtrack/file-formats';
import { CliFailure, UsageError } from '../cli/cli-errors.js';
import type { Command, FlagValues } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { discoveryLines } from '../discovery/discovery-lines.js';
import { requireAccountId } from '../options/account-flag.js';
import { optionalFlag, requiredFlag } from '../options/required-flag.js';
import { parseChoice } from '../options/value-parsers.js';

const MAPPING_FLAGS = STATEMENT_MAPPING_PARAMETERS.map((name) => `--${name}`).join(', ');

function mappingOf(values: FlagValues): StatementColumnMapping {
  const mapping: StatementColumnMapping = {};
  for (const name of STATEMENT_MAPPING_PARAMETERS) {
    const header = optionalFlag(values, name)?.trim();
    if (header !== undefined && header !== '') mapping[name] = header;
  }
  return mapping;
}

// D56: a file that cannot be read names --file; columns that cannot be told apart name the
// flags that map them (the message lists the file's headers).
function statementRefusal(error: unknown): never {
  if (!isDomainError(error) || error.code !== 'invalid_statement') throw error;
  const field = error.details.field ?? 'file';
  if (field === 'file') {
    throw new UsageError(`--file: ${error.message} ${error.details.suggestedFix ?? ''}`.trim());
  }
  throw new UsageError(
    `--${field}: ${error.message} Name the columns by their headers with ${MAPPING_FLAGS} (--debit and --credit instead of --amount where the file splits them).`,
  );
}

/** `discover --account ID --file F [--format csv|ofx|camt053] [--date H ...]`. */
export const discoverCommand: Command = {
  name: 'discover',
  summary: 'Find the subscriptions a bank export shows (nothing is stored)',
  usage:
    'discover --account ID --file F [--format csv|ofx|camt053] [--date H] [--amount H] [--payee H] [--debit H] [--credit H] [--currency H] [--db FILE] [--json]',
  details: [
    '  --account ID               the account whose subscriptions the file is compared with',
    '  --file F                   the export as the bank gave it: CSV, OFX, QFX or CAMT.053',
    '                             (at most 100,000 transactions)',
    '  --format csv|ofx|camt053   the kind of file (default: told from the file)',
    '  --date H, --amount H, --payee H, --debit H, --credit H, --currency H',
    "                             a CSV's columns, each named by its header, when the command",
    '                             cannot tell them apart (it says so and lists the headers)',
    'Prints the suggestions (with their price, period, next date and how sure they are), the',
    'subscriptions already tracked with the charges their history lacks, and alerts. Nothing of',
    "the file is stored; add a suggestion or record charges in the web application's",
    '"Find subscriptions" screen, or with the API. --json prints {"discovery": {...}}.',
  ],
  options: {
    account: { type: 'string' },
    file: { type: 'string' },
    format: { type: 'string' },
    ...Object.fromEntries(
      STATEMENT_MAPPING_PARAMETERS.map((name) => [name, { type: 'string' as const }]),
    ),
  },
  async run({ values, json, target }, io) {
    const path = resolve(io.cwd, requiredFlag(values, 'file', 'F (the bank export)'));
    const formatFlag = optionalFlag(values, 'format');
    const format =
      formatFlag === undefined ? null : parseChoice(formatFlag, '--format', STATEMENT_FORMATS);
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new CliFailure(`--file: cannot read ${path}: ${reason}`);
    }
    const database = await openDatabasePorts(target);
    try {
      const { ports } = database;
      const accountId = await requireAccountId(ports, values);
      const discovery = await discoverFromStatement(ports, createStatementReader(), accountId, {
        bytes,
        format,
        mapping: mappingOf(values),
      }).catch(statementRefusal);
      const names = new Map<string, string>();
      for (const { subscriptionId } of [...discovery.matches, ...discovery.alerts]) {
        const found = await ports.subscriptions.findById(accountId, subscriptionId);
        names.set(subscriptionId, found?.name ?? subscriptionId);
      }
      const nameOf = (id: string) => names.get(id) ?? id;
      printResult(io, json, { discovery }, discoveryLines(discovery, nameOf));
      return 0;
    } finally {
      await database.close();
    }
  },
};
