/** Starts the real `serve` process and the bare floor server on one seeded database. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type RunningServer,
  startServerProcess,
} from '../packages/cli-seed/src/testing/server-process.js';
import type { BenchOptions } from './options.js';
import type { SeededDatabase } from './seed.js';

/**
 * `subtrack serve` as users run it (`pnpm start`: the bundle `bundle` names), with a quota and an account limit too high to interfere and the
 * reminder worker idle. Its JSON log lines (stderr) go to a file beside the database: the
 * server pays for writing them, the load generator does not pay for reading them.
 */
export async function startService(
  options: BenchOptions,
  seeded: SeededDatabase,
  bundle: string,
  /** Issue 21: `['--database-url', URL]` serves a PostgreSQL database instead of the file. */
  database: string[] = ['--db', seeded.file],
  logFile = `${seeded.file}.log`,
): Promise<RunningServer> {
  return startServerProcess(
    null,
    [
      'serve',
      ...database,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--rate-limit-per-hour',
      '1000000000',
      // D48's default limit (10,000 an account) would refuse every POST on the 10k and
      // 100k accounts: the bench measures creates, not the 409.
      '--max-subscriptions-per-account',
      '1000000000',
      '--reminder-interval-seconds',
      '86400',
    ],
    {
      script: bundle,
      stderrFile: logFile,
      nodeArgs: profileArgs(options.cpuProfileDir && join(options.cpuProfileDir, 'service')),
    },
  );
}

/** The floor (`floor-server.ts`) on the same file; profiled into `floor/` when the service is. */
export async function startFloor(
  root: string,
  options: BenchOptions,
  seeded: SeededDatabase,
): Promise<RunningServer> {
  return startServerProcess(null, [seeded.file, '0'], {
    script: join(root, 'bench/floor-server.ts'),
    nodeArgs: profileArgs(options.cpuProfileDir && join(options.cpuProfileDir, 'floor')),
  });
}

function profileArgs(dir: string | null): string[] {
  if (!dir) return [];
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}
