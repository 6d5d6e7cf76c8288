import type { CliIo } from './command.js';

/**
 * Prints a command's result: with `--json` the object as one JSON line on stdout and
 * nothing else (so scripts can parse it), otherwise the human-readable lines.
 */
export function printResult(io: CliIo, json: boolean, result: object, human: string[]): void {
  if (json) io.stdout(JSON.stringify(result));
  else io.stdout(human.join('\n'));
}
