/** Starting, measuring and stopping server processes: shared by `pnpm bench` and the e2e tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** A free TCP port on 127.0.0.1, found by binding port 0 and releasing it. */
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

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Peak resident set size of the process so far, in MB (Linux `VmHWM`). */
  peakRssMb(): number | null;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, then wait for the exit: a crash. */
  kill(): Promise<void>;
}

/** Spawns `node [--import tsx] <script> ...args` and waits until `readyPath` answers 200. */
export async function startServer(options: {
  script: string;
  args: string[];
  port: number;
  readyPath: string;
  env?: NodeJS.ProcessEnv;
  /** Receives what the process prints on stdout (its JSON log lines); ignored when absent. */
  onStdout?: (text: string) => void;
  /**
   * Sends stderr (the server's JSON log lines) to this file instead of a pipe read by this
   * process: a benchmark must not spend its own CPU reading the server's logs.
   */
  stderrFile?: string;
  /** Node flags placed before `--import tsx` (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** How long the server may take to answer `readyPath` (default 30 s). */
  startTimeoutMs?: number;
}): Promise<RunningServer> {
  const stderrFd = options.stderrFile === undefined ? undefined : openSync(options.stderrFile, 'a');
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      // TypeScript runs through tsx; a bundle (`.mjs`, what `pnpm start` runs) as it is.
      ...(options.script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      options.script,
      ...options.args,
    ],
    {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', stderrFd ?? 'pipe'],
    },
  );
  if (stderrFd !== undefined) closeSync(stderrFd);
  if (options.onStdout)
    child.stdout?.on('data', (chunk: Buffer) => options.onStdout?.(chunk.toString()));
  let piped = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    piped = (piped + chunk.toString()).slice(-4000);
  });
  const stderrTail = (): string =>
    options.stderrFile === undefined
      ? piped
      : readFileSync(options.stderrFile, 'utf8').slice(-4000);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.script} exited: ${stderrTail()}`);
    try {
      const response = await fetch(baseUrl + options.readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server that starts after the deadline would keep the test file running forever.
      child.kill('SIGKILL');
      throw new Error(`${options.script} did not start: ${stderrTail()}`);
    }
    await delay(100);
  }
  return {
    process: child,
    baseUrl,
    peakRssMb: () => readPeakRssMb(child.pid),
    stop: () => signal(child, 'SIGTERM'),
    kill: () => signal(child, 'SIGKILL'),
  };
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
