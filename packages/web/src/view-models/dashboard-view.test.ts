import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getDashboardOverview } from '@subtrack/domain';
import { aSubscription, aTestWorld } from '@subtrack/domain/testing';
import { dashboardView, RENEWALS_SHOWN } from './dashboard-view.js';

describe('dashboardView', () => {
  it('lists the first renewals and links to all of them in the subscriptions list', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    for (let i = 0; i < RENEWALS_SHOWN + 3; i++) {
      await world.ports.subscriptions.insert(aSubscription({ nextPaymentDate: '2026-12-01' }));
    }
    const view = dashboardView(
      await getDashboardOverview(world.ports, world.accountId, { horizonDays: 30 }),
    );
    assert.equal(view.renewals.length, RENEWALS_SHOWN);
    assert.equal(view.moreRenewals, 3);
    assert.equal(
      view.allRenewalsHref,
      '/subscriptions?status=active&expiringBefore=2026-12-21&sort=nextPaymentDate',
    );
    assert.equal(view.isEmpty, false);
    assert.equal(view.activeCount, RENEWALS_SHOWN + 3);
  });
});
