import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { getOptimizations } from './get-optimizations.js';

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
});
