// D20, D51, issue 34: the hourly quota in blocks leased per process. A request that finds a
// unit held by its process only reads; the processes together never count past the limit.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AdmissionRequest, accountQuotaKey, hashApiKeyText } from '@subtrack/domain';
import { anApiKey } from '@subtrack/domain/testing';
import { ACCOUNT_A, seedAccounts } from '@subtrack/domain/testing/contracts';
import type { Pool } from 'pg';
import { emptyTables, useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

const threeProcesses = useSharedTestDatabase(3);
const WINDOW = '2026-11-21T08:00:00.000Z';
const KEY_TEXT = `stk_00000000000000b7_${'ef'.repeat(32)}`;
const QUOTA_KEY = accountQuotaKey(ACCOUNT_A);

const request = (limit: number): AdmissionRequest => ({
  blockKey: 'invalid-key:address:203.0.113.7',
  now: '2026-11-21T08:10:00.000Z',
  keyId: '00000000000000b7',
  keyHash: hashApiKeyText(KEY_TEXT),
  window: WINDOW,
  limit,
  scope: 'read',
});

async function freshPools(): Promise<Pool[]> {
  const pools = await threeProcesses();
  await emptyTables(pools[0]!);
  const ports = testPorts(pools[0]!);
  await seedAccounts(ports);
  await ports.apiKeys.insert(
    anApiKey({ id: '00000000000000b7', accountId: ACCOUNT_A, hash: hashApiKeyText(KEY_TEXT) }),
  );
  return pools;
}

const storedCount = async (pool: Pool) =>
  (
    await pool.query<{ used: number }>('SELECT used FROM request_quotas WHERE key = $1', [
      QUOTA_KEY,
    ])
  ).rows[0]?.used ?? 0;

describe('the request quota leased in blocks per process, on PostgreSQL', () => {
  it('counts every request in order while writing the shared row once a block', async () => {
    const [pool] = await freshPools();
    const ports = testPorts(pool!);
    const used: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const admitted = await ports.admission.admit(request(1000));
      assert.equal(admitted.quota?.counted, true);
      used.push(admitted.quota.used);
    }
    assert.deepEqual(
      used,
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    // Blocks of 10 for 1,000 an hour: three leases, the third used in half.
    assert.equal(await storedCount(pool!), 30);
    assert.equal(await ports.requestQuotas.used(QUOTA_KEY, WINDOW), 25);
  });

  it('gives a refunded unit back to the block, so the count the client sees goes back', async () => {
    const [pool] = await freshPools();
    const ports = testPorts(pool!);
    await ports.admission.admit(request(1000));
    await ports.admission.admit(request(1000));
    await ports.requestQuotas.refund(QUOTA_KEY, WINDOW);
    assert.equal((await ports.admission.admit(request(1000))).quota?.used, 2);
    assert.equal(await storedCount(pool!), 10);
  });

  it('never allows more than the limit across three processes, and allows all of it', async () => {
    const pools = await freshPools();
    const admissions = pools.map((pool) => testPorts(pool).admission);
    const limit = 1000;
    // Each process asks until it is refused: then it holds no unit, so none is left unused.
    const counted = await Promise.all(
      admissions.flatMap((admission) =>
        Array.from({ length: 4 }, async () => {
          let allowed = 0;
          while ((await admission.admit(request(limit))).quota?.counted) allowed += 1;
          return allowed;
        }),
      ),
    );
    assert.equal(
      counted.reduce((sum, n) => sum + n, 0),
      limit,
    );
    assert.equal(await storedCount(pools[0]!), limit);
  });

  it('refuses a key revoked on another process at its next request, units held or not', async () => {
    const [first, second] = await freshPools();
    const serving = testPorts(first!);
    assert.equal((await serving.admission.admit(request(1000))).quota?.counted, true);
    await testPorts(second!).apiKeys.revoke('00000000000000b7', '2026-11-21T08:11:00.000Z');
    const after = await serving.admission.admit(request(1000));
    assert.equal(after.quota, null);
    assert.equal(after.key?.revokedAt, '2026-11-21T08:11:00.000Z');
  });
});
