import type { Command } from './command.js';

/** The command named by the first one or two words of `argv`, and the flags after it. */
export interface CommandMatch {
  command: Command;
  rest: string[];
}

/**
 * Picks the command `argv` names: two words (`key create`) win over one (`demo`).
 * Returns null when nothing matches.
 */
export function findCommand(commands: readonly Command[], argv: string[]): CommandMatch | null {
  const [first, second] = argv;
  const twoWords = commands.find((c) => c.name === `${first} ${second}`);
  if (twoWords) return { command: twoWords, rest: argv.slice(2) };
  const oneWord = commands.find((c) => c.name === first);
  if (oneWord) return { command: oneWord, rest: argv.slice(1) };
  return null;
}

/** The commands whose first word is `group` (`key` -> `key create`, `key revoke`, ...). */
export function commandsInGroup(commands: readonly Command[], group: string): Command[] {
  return commands.filter((c) => c.name.startsWith(`${group} `));
}
