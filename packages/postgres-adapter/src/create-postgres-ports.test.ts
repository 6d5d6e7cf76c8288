import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { describe, it } from 'node:test';
import { pacerOf } from '@subtrack/domain';
import { useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

const shared = useSharedTestDatabase();

describe('createPostgresPorts', () => {
  it('lets other requests run during long work by default, as the SQLite adapter does', async () => {
    const [pool] = await shared();
    const pacer = pacerOf(testPorts(pool!));
    let otherRan = false;
    setImmediate(() => {
      otherRan = true;
    });
    // 200 ms of work that asks the pacer between small steps, as an export does.
    const start = performance.now();
    let ranDuringWork = false;
    while (performance.now() - start < 200) {
      if (pacer.due()) await pacer.pause();
      ranDuringWork ||= otherRan;
    }
    assert.ok(ranDuringWork, 'the waiting request ran before the work ended');
  });
});
