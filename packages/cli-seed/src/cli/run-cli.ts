import { isDomainError } from '@subtrack/domain';
import { CliFailure, EXIT_FAILURE, EXIT_USAGE, UsageError } from './cli-errors.js';
import type { CliIo, Command } from './command.js';
import { commandsInGroup, findCommand } from './find-command.js';
import { commandHelp, groupHelp, overviewHelp } from './help-text.js';
import { parseFlags } from './parse-flags.js';
import { resolveCopyDatabases, resolveDatabase } from './resolve-database.js';
import { versionLine } from './version.js';

const HELP_WORDS = new Set(['--help', '-h', 'help']);

/**
 * Runs one `subtrack` command line and resolves to the exit status: 0 on success, 2 for a
 * usage mistake, 1 for an operational failure. Every failure is one line on stderr, never
 * a stack trace (the issue's rule for a self-hoster's tool).
 */
export async function runCli(
  commands: readonly Command[],
  argv: string[],
  io: CliIo,
): Promise<number> {
  try {
    return await dispatch(commands, argv, io);
  } catch (error) {
    return reportFailure(error, io);
  }
}

async function dispatch(commands: readonly Command[], argv: string[], io: CliIo): Promise<number> {
  const [first] = argv;
  if (first === undefined) {
    // No command at all is a usage mistake: the overview goes to stderr with status 2.
    io.stderr(overviewHelp(commands));
    return EXIT_USAGE;
  }
  if (first === '--version' || first === '-V') {
    io.stdout(versionLine());
    return 0;
  }
  // `subtrack help key create` is `subtrack key create --help`.
  if (first === 'help' && argv.length > 1)
    return dispatch(commands, [...argv.slice(1), '--help'], io);
  if (HELP_WORDS.has(first)) {
    io.stdout(overviewHelp(commands));
    return 0;
  }
  const group = commandsInGroup(commands, first);
  if (group.length > 0 && HELP_WORDS.has(argv[1] ?? '')) {
    io.stdout(groupHelp(first, group));
    return 0;
  }
  const match = findCommand(commands, argv);
  if (!match) throw new UsageError(unknownCommandMessage(commands, argv));
  const flags = parseFlags(match.command, match.rest);
  if (flags.help) {
    io.stdout(commandHelp(match.command));
    return 0;
  }
  const databases = match.command.copiesIntoPostgres
    ? resolveCopyDatabases(flags, io.env, io.cwd)
    : { target: resolveDatabase(flags, io.env, io.cwd) };
  return match.command.run({ values: flags.values, json: flags.json, ...databases }, io);
}

function unknownCommandMessage(commands: readonly Command[], argv: string[]): string {
  const [first = '', second] = argv;
  const group = commandsInGroup(commands, first);
  if (group.length > 0) {
    const names = group.map((c) => `'${c.name}'`).join(', ');
    const got = second === undefined ? 'no subcommand' : `'${first} ${second}'`;
    return `${got} is not a command; use one of ${names} (see 'subtrack --help')`;
  }
  return `unknown command '${first}'; run 'subtrack --help' for the list of commands`;
}

function reportFailure(error: unknown, io: CliIo): number {
  if (error instanceof UsageError) {
    io.stderr(`subtrack: ${error.message}`);
    return EXIT_USAGE;
  }
  if (error instanceof CliFailure) {
    io.stderr(`subtrack: ${error.message}`);
    return EXIT_FAILURE;
  }
  if (isDomainError(error)) {
    // A rule of the domain rejected a value the user typed: name the flag when we can.
    const field = error.details.field;
    const flag = field ? `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ` : '';
    io.stderr(`subtrack: ${flag}${oneLine(error.message)}`);
    return EXIT_USAGE;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`subtrack: unexpected error: ${oneLine(message)}`);
  return EXIT_FAILURE;
}

function oneLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
