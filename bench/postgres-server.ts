/**
 * The PostgreSQL server of the bench's PostgreSQL rows (issue 21): a throwaway cluster
 * of our own (scripts/postgres-test-cluster.mjs) on production settings (issue 34: fsync,
 * synchronous commit and full-page writes on, as a host runs it; the tests' cluster turns
 * them off), stopped at the end. Each row makes its own database on it, as the tests do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInProcess } from '../packages/cli-seed/src/testing/cli-in-process.js';
import {
  createTestDatabase,
  type TestDatabase,
} from '../packages/postgres-adapter/src/test-support/postgres-test-database.js';
import { startCluster, stopCluster } from '../scripts/postgres-test-cluster.mjs';
import { stopAtExit } from './leftovers.js';
import { processCpuMicros } from './process-cpu.js';
import type { SeededDatabase } from './seed.js';

const VARIABLE = 'SUBTRACK_TEST_DATABASE_URL';

/** Where the rows' databases are made; `stop` ends the cluster. */
export interface BenchPostgres {
  /** A new, empty database holding a copy of `seeded` (same account, key and ids). */
  copyOf(seeded: SeededDatabase): Promise<TestDatabase>;
  /**
   * CPU time the whole server has used so far (the postmaster, its live backends and those
   * that ended), in microseconds; null off Linux.
   */
  cpuMicros(): number | null;
  stop(): Promise<void>;
}

export async function startBenchPostgres(progress: (line: string) => void): Promise<BenchPostgres> {
  progress('starting a throwaway PostgreSQL cluster (fsync and synchronous commit on)...');
  const cluster = await startCluster({ durable: true });
  const given = process.env[VARIABLE];
  // It runs detached from the benchmark: stopped at exit if the run ends early.
  const forget = stopAtExit(() => stopCluster(cluster.dir));
  // createTestDatabase reads the server from this variable.
  process.env[VARIABLE] = cluster.url;
  const postmaster = Number(
    readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const made: TestDatabase[] = [];
  return {
    async copyOf(seeded) {
      const database = await createTestDatabase();
      made.push(database);
      // `subtrack db copy` itself: the same rows, key and ids as the SQLite file, so one
      // workload (its paths and bearer key) runs on both.
      const run = await runInProcess([
        'db',
        'copy',
        '--db',
        seeded.file,
        '--database-url',
        database.url,
        '--json',
      ]);
      if (run.status !== 0) throw new Error(`db copy into ${database.name}: ${run.stderr}`);
      return database;
    },
    cpuMicros: () => serverCpuMicros(postmaster),
    async stop() {
      for (const database of made) await database.drop().catch(() => {});
      forget();
      stopCluster(cluster.dir);
      if (given === undefined) delete process.env[VARIABLE];
      else process.env[VARIABLE] = given;
    },
  };
}

/** The postmaster's own and its ended children's CPU (`/proc` stat), plus its live children's. */
function serverCpuMicros(postmaster: number): number | null {
  const own = processCpuMicros(postmaster, { withEndedChildren: true });
  if (own === null) return null;
  let total = own;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) total += processCpuMicros(Number(entry)) ?? 0;
    } catch {
      // The process ended while we looked: its time is in the postmaster's children's now.
    }
  }
  return total;
}
