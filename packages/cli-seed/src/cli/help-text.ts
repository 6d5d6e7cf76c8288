import type { Command } from './command.js';

const COMMON_FLAGS = [
  '  --db FILE           SQLite database (default: $SUBTRACK_DB, else ./data/subtrack.sqlite)',
  '  --database-url URL  PostgreSQL database instead, e.g. postgres://user:password@host:5432/subtrack',
  '                      (default: $SUBTRACK_DATABASE_URL); several servers may share it',
  '  --json              print one JSON object on stdout and nothing else',
  '  --help              show this help',
];

/** `subtrack --help`: every command with its one-line summary. */
export function overviewHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'subtrack: self-hosted subscription tracking (REST API server and admin tool)',
    '',
    'Usage: subtrack <command> [flags]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Every command takes --db FILE (SQLite) or --database-url URL (PostgreSQL), --json and --help.',
    "Run 'subtrack <command> --help' for its flags, 'subtrack --version' for the version.",
  ].join('\n');
}

/** `subtrack key --help`: the commands of one group (`key create`, `key revoke`, ...). */
export function groupHelp(group: string, commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `Usage: subtrack ${group} <command> [flags]`,
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    `Run 'subtrack ${group} <command> --help' for its flags.`,
  ].join('\n');
}

/** `subtrack <command> --help`: synopsis, details and the common flags. */
export function commandHelp(command: Command): string {
  return [
    `Usage: subtrack ${command.usage}`,
    '',
    command.summary,
    ...(command.details && command.details.length > 0 ? ['', ...command.details] : []),
    '',
    'Common flags:',
    ...COMMON_FLAGS,
  ].join('\n');
}
