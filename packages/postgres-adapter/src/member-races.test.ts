// D44, D49: changes to one account's members take turns on PostgreSQL, on one process and on
// two (two pools: two processes' worth of connections): the account's row is locked before
// the membership is read, so a change that waited reads what the other committed.
import { SequentialIds } from '@subtrack/domain/testing';
import { describeMemberTurnsContract } from '@subtrack/domain/testing/contracts';
import type { Pool } from 'pg';
import { emptyTables, useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

const twoProcesses = useSharedTestDatabase(2);

/** Resolves once another backend of this database waits for a lock (the second change). */
async function untilSomeoneWaitsForALock(pool: Pool): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const { rows } = await pool.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no change waited for the account’s lock');
}

/** `count` processes' ports on the shared database, emptied; ids apart so audit ids never clash. */
async function processes(count: 1 | 2) {
  const pools = await twoProcesses();
  await emptyTables(pools[0]!);
  return {
    processes: pools
      .slice(0, count)
      .map((pool, i) => testPorts(pool, { ids: new SequentialIds(1 + i * 1_000_000) })),
    untilWaiting: () => untilSomeoneWaitsForALock(pools[0]!),
  };
}

describeMemberTurnsContract('PostgreSQL, one process', () => processes(1));
describeMemberTurnsContract('PostgreSQL, two processes', () => processes(2));
