import { parseArgs } from 'node:util';
import { UsageError } from './cli-errors.js';
import type { Command, FlagValues } from './command.js';

const COMMON_OPTIONS = {
  db: { type: 'string' },
  'database-url': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Flags of one command line, the common ones split out. */
export interface ParsedFlags {
  values: FlagValues;
  db: string | undefined;
  /** `--database-url`, a PostgreSQL database instead of the SQLite file. */
  databaseUrl: string | undefined;
  json: boolean;
  help: boolean;
}

/**
 * Parses `rest` strictly against the command's flags plus `--db`, `--database-url`, `--json`,
 * `--help`.
 * Any mistake becomes a one-line `UsageError` naming the flag and pointing at `--help`.
 */
export function parseFlags(command: Command, rest: string[]): ParsedFlags {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, ...COMMON_OPTIONS },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(describeParseError(command, error));
  }
  const { db, 'database-url': databaseUrl, json, help, ...values } = parsed.values as FlagValues;
  if (db === '')
    throw new UsageError('--db must name a database file, e.g. --db ./data/subtrack.sqlite');
  return {
    values,
    db: typeof db === 'string' ? db : undefined,
    databaseUrl: typeof databaseUrl === 'string' ? databaseUrl : undefined,
    json: json === true,
    help: help === true,
  };
}

function describeParseError(command: Command, error: unknown): string {
  const hint = `run 'subtrack ${command.name} --help' for its flags`;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  const positional = /argument '([^']*)'/.exec(message)?.[1];
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown flag ${flag ?? message}; ${hint}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return message.includes('does not take')
        ? `${flag} takes no value; ${hint}`
        : `${flag} needs a value; ${hint}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument '${positional ?? ''}'; ${hint}`;
    default:
      return `${message.split('\n')[0]}; ${hint}`;
  }
}
