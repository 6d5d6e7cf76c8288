// D20, D21, D28, D44: the shared limits on PostgreSQL: the domain's contracts (the quota,
// the throttles, and the admission that asks them with the key in one statement), then two
// processes (two pools) counting one quota and one throttle at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeApiRequestAdmissionContract,
  describeFailureThrottleStoreContract,
  describeRequestQuotaStoreContract,
  seedAccounts,
} from '@subtrack/domain/testing/contracts';
import { emptyTables, useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

const twoProcesses = useSharedTestDatabase(2);

const fresh = async () => {
  const [pool] = await twoProcesses();
  await emptyTables(pool!);
  return testPorts(pool!);
};

describeRequestQuotaStoreContract(async () => (await fresh()).requestQuotas);
describeFailureThrottleStoreContract(async () => (await fresh()).failureThrottles);
describeApiRequestAdmissionContract(async () => {
  const ports = await fresh();
  await seedAccounts(ports);
  return ports;
});

describe('shared limits, two processes at once', () => {
  it('count one quota exactly from two processes', async () => {
    await fresh();
    const [a, b] = (await twoProcesses()).map((pool) => testPorts(pool).requestQuotas);
    const window = '2026-11-21T08:00:00.000Z';
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? a! : b!).consume('acc', window, 45)),
    );
    assert.equal(results.filter((r) => r.counted).length, 45);
    assert.equal(await a!.used('acc', window), 45);
  });

  it('count exactly `limit` of many attempts from two processes and refuse the rest', async () => {
    await fresh();
    const [a, b] = (await twoProcesses()).map((pool) => testPorts(pool).failureThrottles);
    const policy = { limit: 10, windowMs: 900_000, blockMs: 900_000 };
    const at = '2026-11-21T08:00:00.000Z';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a! : b!).take('ip', `p${i}`, at, policy)),
    );
    assert.equal(answers.filter((answer) => answer === null).length, 10);
    assert.equal(await b!.blockedUntil('ip', at), '2026-11-21T08:15:00.000Z');
  });
});
