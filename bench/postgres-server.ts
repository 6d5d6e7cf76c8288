/**
 * The PostgreSQL server of the bench's PostgreSQL rows (issue 21, D44): the one CI gives in
 * SUBTRACK_TEST_DATABASE_URL (`.ci/run` starts a throwaway cluster), else a throwaway
 * cluster of our own (scripts/postgres-test-cluster.mjs), stopped at the end. Each row makes
 * its own database on it, as the tests do.
 */
import { runInProcess } from '../packages/cli-seed/src/testing/cli-in-process.js';
import {
  createTestDatabase,
  type TestDatabase,
} from '../packages/postgres-adapter/src/test-support/postgres-test-database.js';
import { startCluster, stopCluster } from '../scripts/postgres-test-cluster.mjs';
import { stopAtExit } from './leftovers.js';
import type { SeededDatabase } from './seed.js';

const VARIABLE = 'SUBTRACK_TEST_DATABASE_URL';

/** Where the rows' databases are made; `stop` ends the cluster when we started it. */
export interface BenchPostgres {
  /** A new, empty database holding a copy of `seeded` (same account, key and ids). */
  copyOf(seeded: SeededDatabase): Promise<TestDatabase>;
  stop(): Promise<void>;
}

export async function startBenchPostgres(progress: (line: string) => void): Promise<BenchPostgres> {
  const given = process.env[VARIABLE];
  let clusterDir: string | null = null;
  let forget = () => {};
  if (given === undefined || given === '') {
    progress('starting a throwaway PostgreSQL cluster...');
    const cluster = await startCluster();
    clusterDir = cluster.dir;
    // It runs detached from the benchmark: stopped at exit if the run ends early.
    forget = stopAtExit(() => stopCluster(cluster.dir));
    // createTestDatabase reads the server from this variable.
    process.env[VARIABLE] = cluster.url;
  }
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
    async stop() {
      for (const database of made) await database.drop().catch(() => {});
      if (clusterDir !== null) {
        forget();
        stopCluster(clusterDir);
        delete process.env[VARIABLE];
      }
    },
  };
}
