import type { ChildProcess } from 'node:child_process';
import { type CliRun, collect, type SpawnOptions, spawnCli } from './cli-process.js';

/** A `serve`/`start` process that has printed its URL. */
export interface RunningServer {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Everything printed on stdout until the server was ready. */
  banner: string;
  /** Text printed on stderr so far. */
  stderr(): string;
  /** Resolves when stderr contains `text`. */
  waitForStderr(text: string): Promise<void>;
  /** Resolves when the process ended. */
  exited: Promise<CliRun>;
}

/**
 * Starts `subtrack ARGS` (serve or start) and resolves once stdout holds `readyText`
 * (the banner) and a `listening on URL` line. Stops it with SIGKILL after the test unless
 * the test stopped it.
 */
export function startServerProcess(
  t: { after(fn: () => void): void },
  args: string[],
  options: SpawnOptions & { readyText?: string } = {},
): Promise<RunningServer> {
  const child = spawnCli(args, options);
  const exited = collect(child);
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  const stderrWaiters: Array<{ text: string; resolve: () => void }> = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const waiter of stderrWaiters.filter((w) => stderr.includes(w.text))) waiter.resolve();
  });
  const waitForStderr = (text: string) =>
    new Promise<void>((resolve) => {
      if (stderr.includes(text)) resolve();
      else stderrWaiters.push({ text, resolve });
    });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url && stdout.includes(options.readyText ?? 'listening on')) {
        resolve({ child, url, banner: stdout, stderr: () => stderr, waitForStderr, exited });
      }
    });
    void exited.then((run) =>
      reject(new Error(`the server exited (${run.status}) before it listened: ${run.stderr}`)),
    );
  });
}
