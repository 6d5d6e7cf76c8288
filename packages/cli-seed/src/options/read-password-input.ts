import { UsageError } from '../cli/cli-errors.js';

/**
 * D28: the password comes from standard input, never from a flag (flags show in `ps` and
 * shell history). One trailing line break is dropped; a terminal or empty input is refused.
 */
export async function readPasswordInput(
  stdin: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
): Promise<string> {
  const hint = 'pipe it in: printf \'%s\' "$PASSWORD" | subtrack account set-password --account ID';
  if (stdin.isTTY) throw new UsageError(`the password is read from standard input; ${hint}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
  const password = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  if (password === '') throw new UsageError(`standard input is empty; ${hint}`);
  return password;
}
