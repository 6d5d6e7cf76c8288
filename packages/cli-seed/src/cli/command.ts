import type { ParseArgsConfig } from 'node:util';
import type { DatabaseTarget, PostgresTarget } from './resolve-database.js';

/** The flags a command declares, in `node:util` `parseArgs` form (strict parsing). */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** Parsed flag values: strings for `type: 'string'`, booleans for `type: 'boolean'`. */
export type FlagValues = Record<string, string | string[] | boolean | undefined>;

/** What every command receives once its flags are parsed. */
export interface CommandArgs {
  /** The command's own flags (the common `--db`, `--database-url`, `--json`, `--help` are resolved below). */
  values: FlagValues;
  /** `--json` prints one JSON object on stdout and nothing else. */
  json: boolean;
  /**
   * The SQLite file (`--db FILE`, else `SUBTRACK_DB`, else `./data/subtrack.sqlite`,
   * resolved against the cwd) or the PostgreSQL database (`--database-url`, else
   * `SUBTRACK_DATABASE_URL`).
   */
  target: DatabaseTarget;
  /**
   * D44, commands with `copiesIntoPostgres` only (`db copy`): the PostgreSQL database the
   * SQLite file `target` is copied into.
   */
  copyTo?: PostgresTarget;
}

/** The process around a command, injected so output and environment stay testable. */
export interface CliIo {
  /** One line (or block) of normal output. */
  stdout(text: string): void;
  /** Diagnostics and logs: never mixed into `--json` output. */
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** True when stderr is a terminal a person reads (the server's log is then readable text). */
  stderrIsTerminal?: boolean;
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
  /**
   * Takes `--db FILE` and `--database-url URL` together (`db copy`): `target` is the
   * SQLite file and `copyTo` the PostgreSQL database. Other commands take one or the other.
   */
  copiesIntoPostgres?: boolean;
  run(args: CommandArgs, io: CliIo): Promise<number> | number;
}
