import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  getDashboardOverview,
  importReferenceRates,
  updateCurrencySettings,
} from '@subtrack/domain';
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

  it('suggests a home currency when more than one currency is paid in and none is chosen', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await world.ports.subscriptions.insert(aSubscription({ currency: 'EUR' }));
    const one = dashboardView(
      await getDashboardOverview(world.ports, world.accountId, { horizonDays: 30 }),
    );
    assert.deepEqual([one.suggestHomeCurrency, one.estimate, one.spendViews], [false, null, null]);
    await world.ports.subscriptions.insert(aSubscription({ currency: 'USD' }));
    const two = dashboardView(
      await getDashboardOverview(world.ports, world.accountId, { horizonDays: 30 }),
    );
    assert.equal(two.suggestHomeCurrency, true);
  });

  it('heads with the estimate in the home currency, and shows the spend as one estimated chart when asked', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await world.ports.subscriptions.insert(aSubscription({ currency: 'EUR', amountMinor: 1000 }));
    await world.ports.subscriptions.insert(aSubscription({ currency: 'USD', amountMinor: 1086 }));
    await importReferenceRates(world.ports, [
      { date: '2026-11-20', currency: 'USD', rate: '1.086' },
    ]);
    await updateCurrencySettings(world.ports, world.ctx, { homeCurrency: 'EUR' });
    const overview = (convertSpend: boolean) =>
      getDashboardOverview(world.ports, world.accountId, { horizonDays: 30, convertSpend });
    const plain = dashboardView(await overview(false));
    assert.equal(plain.estimate?.monthly, 20);
    assert.equal(plain.suggestHomeCurrency, false);
    assert.deepEqual(plain.spendViews, { homeCurrency: 'EUR', current: 'per-currency' });
    assert.deepEqual(
      plain.spendCharts.map((c) => [c.currency, c.isEstimate]),
      [
        ['EUR', false],
        ['USD', false],
      ],
    );
    const estimated = dashboardView(await overview(true));
    assert.deepEqual(estimated.spendViews, { homeCurrency: 'EUR', current: 'estimate' });
    assert.deepEqual(
      estimated.spendCharts.map((c) => [c.currency, c.isEstimate]),
      [['EUR', true]],
    );
  });
});
