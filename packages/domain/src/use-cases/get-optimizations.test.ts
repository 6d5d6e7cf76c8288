import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Ports } from '../ports/ports.js';
import { aSubscription } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { getOptimizations } from './get-optimizations.js';

// Issue 7: a whole-account pass must stream; `listAll` would hold every record at once.
const streamingOnly = (ports: Ports): Ports => ({
  ...ports,
  subscriptions: {
    ...ports.subscriptions,
    listAll: () => assert.fail('analytics must read with iterateAll'),
  },
});

describe('getOptimizations', () => {
  it('lists active monthly subscriptions as annual candidates', async () => {
    const { ports, accountId } = await aTestWorld();
    const monthly = aSubscription({ amountMinor: 1000 });
    await ports.subscriptions.insert(monthly);
    await ports.subscriptions.insert(aSubscription({ period: 'yearly', amountMinor: 9900 }));
    const { monthlyToAnnual } = await getOptimizations(ports, accountId);
    assert.deepEqual(
      monthlyToAnnual.map((c) => [c.id, c.yearlyAtCurrentRate]),
      [[monthly.id, 120]],
    );
  });
  it('reads the records in one lazy pass', async () => {
    const { ports, accountId } = await aTestWorld();
    await ports.subscriptions.insert(aSubscription({ amountMinor: 1000 }));
    assert.equal(
      (await getOptimizations(streamingOnly(ports), accountId)).monthlyToAnnual.length,
      1,
    );
  });
});
