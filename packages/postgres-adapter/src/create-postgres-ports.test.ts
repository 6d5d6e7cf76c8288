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
    let otherRanAt: number | null = null;
    setImmediate(() => {
      otherRanAt = performance.now();
    });
    // 200 ms of work that asks the pacer between small steps, as an export does.
    const start = performance.now();
    let pauses = 0;
    while (performance.now() - start < 200) {
      if (pacer.due()) {
        await pacer.pause();
        pauses += 1;
      }
    }
    assert.ok(otherRanAt !== null, 'the waiting request ran before the work ended');
    assert.ok(otherRanAt - start < 100, `the waiting request ran after ${otherRanAt - start} ms`);
    assert.ok(pauses >= 4, `${pauses} pauses in 200 ms`);
  });
});
