import type { CliIo } from '../cli/command.js';

/**
 * Standard input as text, without its final line break: how secrets reach the command
 * line (a flag would show in `ps` and the shell history). `io.readStdin` replaces the
 * process's standard input in tests. An interactive terminal gives '' (nothing piped).
 */
export async function readStdin(io: CliIo): Promise<string> {
  if (io.readStdin) return (await io.readStdin()).replace(/\r?\n$/, '');
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
