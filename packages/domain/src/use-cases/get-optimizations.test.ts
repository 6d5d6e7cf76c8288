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
  it('lists active monthly subscriptions as annual candidates', () => {
    const { ports, accountId } = aTestWorld();
    const monthly = aSubscription({ amountMinor: 1000 });
    ports.subscriptions.insert(monthly);
    ports.subscriptions.insert(aSubscription({ period: 'yearly', amountMinor: 9900 }));
    const { monthlyToAnnual } = getOptimizations(ports, accountId);
    assert.deepEqual(
      monthlyToAnnual.map((c) => [c.id, c.yearlyAtCurrentRate]),
      [[monthly.id, 120]],
    );
  });
  it('reads the records in one lazy pass', () => {
    const { ports, accountId } = aTestWorld();
    ports.subscriptions.insert(aSubscription({ amountMinor: 1000 }));
    assert.equal(getOptimizations(streamingOnly(ports), accountId).monthlyToAnnual.length, 1);
  });
});
