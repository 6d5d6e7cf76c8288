// D51: the domain's concurrency contract on PostgreSQL, with one, two and three processes
// (one pool each) on one database: the same races the in-memory store and SQLite run.
import { SequentialIds } from '@subtrack/domain/testing';
import { describeConcurrencyContract } from '@subtrack/domain/testing/contracts';
import { emptyTables, useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

const PROCESSES = [1, 2, 3];
const pools = useSharedTestDatabase(Math.max(...PROCESSES));

describeConcurrencyContract(async (count) => {
  const all = await pools();
  await emptyTables(all[0]!);
  return {
    // Ids of their own range per process, as UUIDv7 ids from two machines never collide.
    processes: all
      .slice(0, count)
      .map((pool, n) => testPorts(pool, { ids: new SequentialIds(1 + n * 1_000_000) })),
  };
}, PROCESSES);
