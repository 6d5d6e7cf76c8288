import { runCli as runCommandLine } from '../cli/run-cli.js';
import { COMMANDS } from '../commands/index.js';
import type { CliRun, SpawnOptions } from './cli-process.js';
import { cleanEnv, parseJsonOutput, tempFolder, WORKSPACE_ROOT } from './cli-process.js';

/**
 * Runs `subtrack ARGS` inside the test process (no tsx start-up: milliseconds instead of
 * seconds), with the same output shape as a spawned run. Only for commands that end by
 * themselves: `serve` and `start` would keep serving in the test process.
 */
export async function runInProcess(args: string[], options: SpawnOptions = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const status = await runCommandLine(COMMANDS, args, {
    stdout: (text) => {
      stdout += `${text}\n`;
    },
    stderr: (text) => {
      stderr += `${text}\n`;
    },
    env: cleanEnv(options.env),
    cwd: options.cwd ?? WORKSPACE_ROOT,
    // Like a spawned run: standard input is `options.input`, or closed. The test process's
    // own stdin is a pipe the test runner never closes, so reading it would wait forever.
    readStdin: async () => options.input ?? '',
  });
  return { status, stdout, stderr };
}

/** A temp database with one account in it, created through the CLI (in process). */
export async function tempAccount(t: {
  after(fn: () => void): void;
}): Promise<{ dir: string; db: string; accountId: string }> {
  const folder = tempFolder(t);
  const run = await runInProcess([
    'account',
    'create',
    '--name',
    'Test',
    '--db',
    folder.db,
    '--json',
  ]);
  if (run.status !== 0) throw new Error(`account create failed: ${run.stderr}`);
  return { ...folder, accountId: String(parseJsonOutput(run)['accountId']) };
}

/** A key of `scope` for the account, created through the CLI in process (`{keyId, key, scope}`). */
export async function createKey(
  db: string,
  accountId: string,
  scope: 'read' | 'write',
): Promise<Record<string, unknown>> {
  const args = ['key', 'create', '--account', accountId, '--scope', scope, '--db', db, '--json'];
  return parseJsonOutput(await runInProcess(args));
}
