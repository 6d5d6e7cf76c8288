import type { ParseArgsConfig } from 'node:util';

/** The flags a command declares, in `node:util` `parseArgs` form (strict parsing). */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** Parsed flag values: strings for `type: 'string'`, booleans for `type: 'boolean'`. */
export type FlagValues = Record<string, string | boolean | undefined>;

/** What every command receives once its flags are parsed. */
export interface CommandArgs {
  /** The command's own flags (the common `--db`, `--json`, `--help` are resolved below). */
  values: FlagValues;
  /** D1: `--json` prints one JSON object on stdout and nothing else. */
  json: boolean;
  /** D1: `--db FILE`, else `SUBTRACK_DB`, else `./data/subtrack.sqlite`, resolved against the cwd. */
  dbPath: string;
}

/** The process around a command, injected so output and environment stay testable. */
export interface CliIo {
  /** One line (or block) of normal output. */
  stdout(text: string): void;
  /** Diagnostics and logs: never mixed into `--json` output. */
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Replaces the process's standard input (secrets such as an SMTP password), for tests. */
  readStdin?: () => Promise<string>;
}

/**
 * One `subtrack` command. `name` is what the user types after `subtrack` (one or two
 * words: `demo`, `key create`); `run` resolves to the process exit status.
 */
export interface Command {
  name: string;
  summary: string;
  /** The synopsis line shown by `--help`, e.g. `key create --account ID --scope read|write`. */
  usage: string;
  /** Extra help lines (flag descriptions, examples). */
  details?: string[];
  options: CommandOptions;
  run(args: CommandArgs, io: CliIo): Promise<number> | number;
}
