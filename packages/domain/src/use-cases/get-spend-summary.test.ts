import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Ports } from '../ports/ports.js';
import { aSubscription } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { getSpendSummary } from './get-spend-summary.js';

// Issue 7: a whole-account pass must stream; `listAll` would hold every record at once.
const streamingOnly = (ports: Ports): Ports => ({
  ...ports,
  subscriptions: {
    ...ports.subscriptions,
    listAll: () => assert.fail('analytics must read with iterateAll'),
  },
});

describe('getSpendSummary', () => {
  it('summarises the account’s subscriptions as of now', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await ports.subscriptions.insert(
      aSubscription({ amountMinor: 1000, nextPaymentDate: '2026-12-05' }),
    );
    await ports.subscriptions.insert(aSubscription({ status: 'paused' }));
    const summary = await getSpendSummary(ports, accountId, { horizonDays: 30 });
    assert.equal(summary.asOf, '2026-11-21T08:00:00.000Z');
    assert.equal(summary.horizonDays, 30);
    assert.deepEqual(summary.counts, { total: 2, active: 1, paused: 1, cancelled: 0 });
    assert.equal(summary.upcomingRenewals[0]?.daysUntilRenewal, 14);
  });

  it('a stale date is rolled forward before it counts as upcoming', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await ports.subscriptions.insert(aSubscription({ nextPaymentDate: '2026-10-22' }));
    const [renewal] = (await getSpendSummary(ports, accountId, { horizonDays: 7 }))
      .upcomingRenewals;
    assert.equal(renewal?.nextPaymentDate, '2026-11-22');
    assert.equal(renewal?.daysUntilRenewal, 1);
  });
  it('reads the records in one lazy pass', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await ports.subscriptions.insert(aSubscription({ amountMinor: 1000 }));
    const summary = await getSpendSummary(streamingOnly(ports), accountId, { horizonDays: 30 });
    assert.equal(summary.byCurrency[0]?.monthlyTotal, 10);
  });
});
