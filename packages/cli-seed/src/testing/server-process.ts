import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  type CliRun,
  cleanEnv,
  collect,
  MAIN_PATH,
  TSX_LOADER,
  WORKSPACE_ROOT,
} from './cli-process.js';

/*
 * The one way to run a server process in tests, the e2e suites, `pnpm bench` and the scripts:
 * start it (port 0 unless told otherwise), wait for its `listening on URL` line, stop it.
 */

/** A free TCP port on 127.0.0.1, found by binding port 0 and releasing it (for nginx). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A server process that has printed its URL. */
export interface RunningServer {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Everything printed on stdout until the server was ready. */
  banner: string;
  /** Text printed on stderr so far (the end of `stderrFile` when there is one). */
  stderr(): string;
  /** Resolves when stderr contains `text`. */
  waitForStderr(text: string): Promise<void>;
  /** Resolves when the process ended. */
  exited: Promise<CliRun>;
  /** Peak resident set size of the process so far, in MB (Linux `VmHWM`). */
  peakRssMb(): number | null;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, then wait for the exit: a crash. */
  kill(): Promise<void>;
}

/** How to start a server process; every field is optional. */
export interface ServerProcessOptions {
  /** Added to the cleaned environment (see `cleanEnv`); `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Ready once stdout holds this too (default: the `listening on` line is enough). */
  readyText?: string;
  /** Another entry point than the command line: a `.ts` file runs through tsx, a bundle as is. */
  script?: string;
  /** Node flags placed before the script (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /**
   * Sends stderr (the server's JSON log lines) to this file instead of a pipe read by this
   * process: a benchmark must not spend its own CPU reading the server's logs.
   */
  stderrFile?: string;
  /** How long it may take to listen before it is killed and the start fails (default 60 s). */
  startTimeoutMs?: number;
}

/**
 * Starts `subtrack ARGS` (serve or start; or `options.script`) and resolves once stdout
 * holds `readyText` (the banner) and a `listening on URL` line. With a test context `t`, it
 * is stopped with SIGKILL after the test unless the test stopped it; without one, the
 * caller stops it.
 *
 * @example
 * const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db]);
 */
export function startServerProcess(
  t: { after(fn: () => void): void } | null,
  args: string[],
  options: ServerProcessOptions = {},
): Promise<RunningServer> {
  const child = spawnServer(args, options);
  const exited = collect(child);
  t?.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  const stderrWaiters: Array<{ text: string; resolve: () => void }> = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const waiter of stderrWaiters.filter((w) => stderr.includes(w.text))) waiter.resolve();
  });
  const stderrSoFar = () =>
    options.stderrFile === undefined ? stderr : readFileSync(options.stderrFile, 'utf8');
  const waitForStderr = (text: string) =>
    new Promise<void>((resolve) => {
      if (stderr.includes(text)) resolve();
      else stderrWaiters.push({ text, resolve });
    });
  const running = (url: string): RunningServer => ({
    child,
    url,
    banner: stdout,
    stderr: stderrSoFar,
    waitForStderr,
    exited,
    peakRssMb: () => readPeakRssMb(child.pid),
    stop: () => signal(child, 'SIGTERM'),
    kill: () => signal(child, 'SIGKILL'),
  });
  return new Promise((resolve, reject) => {
    // A server that neither listens nor exits fails the caller instead of hanging it.
    const limitMs = options.startTimeoutMs ?? 60_000;
    const deadline = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`the server did not listen within ${limitMs} ms: ${stderrSoFar().slice(-4000)}`),
      );
    }, limitMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url && stdout.includes(options.readyText ?? 'listening on')) {
        clearTimeout(deadline);
        resolve(running(url));
      }
    });
    void exited.then((run) => {
      clearTimeout(deadline);
      const why = stderrSoFar().slice(-4000);
      reject(new Error(`the server exited (${run.status}) before it listened: ${why}`));
    });
  });
}

/**
 * Issue 25: `pnpm test` bundles the command line once (`scripts/build-cli.ts`, the file
 * `pnpm start` runs) and names it here, so a test's server starts in about 0.5 s of CPU
 * instead of 2.5 s through tsx. A test file run on its own starts the TypeScript.
 */
const TEST_BUNDLE = process.env['SUBTRACK_TEST_CLI_BUNDLE'];

function spawnServer(args: string[], options: ServerProcessOptions): ChildProcess {
  const script = options.script ?? TEST_BUNDLE ?? MAIN_PATH;
  const loader = script.endsWith('.ts') ? ['--import', TSX_LOADER] : [];
  const stderr = options.stderrFile === undefined ? 'pipe' : openSync(options.stderrFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, script, ...args], {
    cwd: options.cwd ?? WORKSPACE_ROOT,
    // As `spawnCli`: the workspace's tsconfig (JSX settings), whatever the working directory.
    env: { TSX_TSCONFIG_PATH: join(WORKSPACE_ROOT, 'tsconfig.json'), ...cleanEnv(options.env) },
    stdio: ['ignore', 'pipe', stderr],
  });
  if (typeof stderr === 'number') closeSync(stderr);
  return child;
}

function readPeakRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(name);
  });
}
