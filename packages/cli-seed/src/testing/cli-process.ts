import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Every helper here works on its own temp folder and port 0, so command tests may run
 * concurrently (`describe(..., { concurrency: 4 })`): most of a spawn is waiting on tsx.
 */

/** The real entry point, run exactly as `pnpm cli` runs it (through tsx). */
export const MAIN_PATH = fileURLToPath(new URL('../main.ts', import.meta.url));
/** The workspace root, where `pnpm cli` and `pnpm start` are defined. */
export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The tsx loader, as a URL `node --import` takes from any working directory. */
export const TSX_LOADER = import.meta.resolve('tsx');

/** A finished command: its exit status and everything it printed. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Options of a spawned command: extra environment variables and the working directory. */
export interface SpawnOptions {
  env?: Record<string, string>;
  cwd?: string;
  /** Text written to the command's standard input (default: none, stdin is closed). */
  input?: string;
}

/**
 * The environment of a spawned command: the test's own, minus every setting subtrack reads,
 * so a developer's `PORT` or `SUBTRACK_DB` cannot change a test's outcome.
 */
export function cleanEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name.startsWith('SUBTRACK_') || name === 'PORT' || name === 'HOST') delete env[name];
  }
  return { ...env, ...extra };
}

/** Starts `subtrack ARGS` as a real process. */
export function spawnCli(args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, MAIN_PATH, ...args], {
    cwd: options.cwd ?? WORKSPACE_ROOT,
    // tsx reads the tsconfig of the working directory; a test's temp folder has none, and
    // the web package's .tsx files need the workspace's JSX settings.
    env: { TSX_TSCONFIG_PATH: join(WORKSPACE_ROOT, 'tsconfig.json'), ...cleanEnv(options.env) },
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (options.input !== undefined) child.stdin?.end(options.input);
  return child;
}

/** Runs `subtrack ARGS` to completion. */
export function runCli(args: string[], options: SpawnOptions = {}): Promise<CliRun> {
  return collect(spawnCli(args, options));
}

/** Waits for a process to end and returns its status and output. */
export function collect(child: ChildProcess): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Parses `--json` output, asserting it is exactly one JSON object and nothing else. */
export function parseJsonOutput(run: CliRun): Record<string, unknown> {
  const text = run.stdout.trim();
  if (text.includes('\n')) throw new Error(`expected one JSON line, got:\n${run.stdout}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A fresh folder removed after the test, and a database path inside it. */
export function tempFolder(t: { after(fn: () => void): void }): { dir: string; db: string } {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-cli-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return { dir, db: join(dir, 'subtrack.sqlite') };
}
