import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SubscriptionListQuery } from '../ports/subscription-repository.js';
import { aSubscription } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { listSubscriptions } from './list-subscriptions.js';

const query = (overrides: Partial<SubscriptionListQuery> = {}): SubscriptionListQuery => ({
  limit: 50,
  offset: 0,
  sort: '-createdAt',
  filters: {},
  ...overrides,
});

describe('listSubscriptions', () => {
  it('lists the newest first by default', async () => {
    const { ports, accountId } = await aTestWorld();
    const older = aSubscription({ createdAt: '2026-11-01T00:00:00.000Z' });
    const newer = aSubscription({ createdAt: '2026-11-02T00:00:00.000Z' });
    await ports.subscriptions.insert(older);
    await ports.subscriptions.insert(newer);
    const page = await listSubscriptions(ports, accountId, query());
    assert.deepEqual(
      page.items.map((s) => s.id),
      [newer.id, older.id],
    );
    assert.equal(page.hasMore, false);
  });

  it('a read rolls stale dates forward before filtering, so no date is before today', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await ports.subscriptions.insert(aSubscription({ nextPaymentDate: '2026-11-05' }));
    const expiring = await listSubscriptions(
      ports,
      accountId,
      query({ filters: { expiringBefore: '2026-11-30' } }),
    );
    assert.deepEqual(expiring.items, []);
    const [rolled] = (await listSubscriptions(ports, accountId, query())).items;
    assert.equal(rolled?.nextPaymentDate, '2026-12-05');
  });
});
