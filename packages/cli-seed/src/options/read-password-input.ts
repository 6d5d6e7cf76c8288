import { UsageError } from '../cli/cli-errors.js';
import type { CliIo } from '../cli/command.js';
import { readStdin } from './read-stdin.js';

/**
 * The password comes from standard input, never from a flag (flags show in `ps` and
 * shell history). One trailing line break is dropped; a terminal or empty input is refused.
 * Read through `readStdin`, so a command run in process gets the input its caller gave.
 */
export async function readPasswordInput(io: CliIo): Promise<string> {
  const hint = 'pipe it in: printf \'%s\' "$PASSWORD" | subtrack account set-password --account ID';
  if (io.readStdin === undefined && process.stdin.isTTY) {
    throw new UsageError(`the password is read from standard input; ${hint}`);
  }
  const password = await readStdin(io);
  if (password === '') throw new UsageError(`standard input is empty; ${hint}`);
  return password;
}
