import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  getDashboardOverview,
  importReferenceRates,
  updateCurrencySettings,
} from '@subtrack/domain';
import { aSubscription, aTestWorld } from '@subtrack/domain/testing';
import { DASHBOARD_RENEWALS_SHOWN, dashboardView, spendAsked } from './dashboard-view.js';

describe('dashboardView', () => {
  it('lists the first renewals and links to all of them in the subscriptions list', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    for (let i = 0; i < DASHBOARD_RENEWALS_SHOWN + 3; i++) {
      await world.ports.subscriptions.insert(aSubscription({ nextPaymentDate: '2026-12-01' }));
    }
    const view = dashboardView(
      await getDashboardOverview(world.ports, world.accountId, { horizonDays: 30 }),
    );
    assert.equal(view.renewals.length, DASHBOARD_RENEWALS_SHOWN);
    assert.equal(view.moreRenewals, 3);
    assert.equal(
      view.allRenewalsHref,
      '/subscriptions?status=active&expiringBefore=2026-12-21&sort=nextPaymentDate',
    );
    assert.equal(view.isEmpty, false);
    assert.equal(view.activeCount, DASHBOARD_RENEWALS_SHOWN + 3);
  });

  it('suggests a home currency when more than one currency is paid in and none is chosen', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await world.ports.subscriptions.insert(aSubscription({ currency: 'EUR' }));
    const one = dashboardView(
      await getDashboardOverview(world.ports, world.accountId, { horizonDays: 30 }),
    );
    assert.deepEqual([one.suggestHomeCurrency, one.estimate, one.spendChoices], [false, null, []]);
    await world.ports.subscriptions.insert(aSubscription({ currency: 'USD' }));
    const two = dashboardView(
      await getDashboardOverview(world.ports, world.accountId, { horizonDays: 30 }),
    );
    assert.equal(two.suggestHomeCurrency, true);
  });

  it('heads with the estimate in the home currency, and draws one chart: all in it, or a currency asked for', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await world.ports.subscriptions.insert(aSubscription({ currency: 'EUR', amountMinor: 1000 }));
    await world.ports.subscriptions.insert(aSubscription({ currency: 'USD', amountMinor: 1086 }));
    await importReferenceRates(world.ports, [
      { date: '2026-11-20', currency: 'USD', rate: '1.086' },
    ]);
    await updateCurrencySettings(world.ports, world.ctx, { homeCurrency: 'EUR' });
    const overview = (convertSpend: boolean) =>
      getDashboardOverview(world.ports, world.accountId, { horizonDays: 30, convertSpend });
    const estimated = dashboardView(await overview(true));
    assert.equal(estimated.estimate?.monthly, 20);
    assert.equal(estimated.headline, null);
    assert.equal(estimated.suggestHomeCurrency, false);
    assert.deepEqual(
      [estimated.spendChart?.currency, estimated.spendChart?.isEstimate],
      ['EUR', true],
    );
    assert.deepEqual(
      estimated.spendChoices.map((c) => [c.isEstimate, c.currency, c.href, c.current]),
      [
        [true, 'EUR', '/?spend=estimate#spend-chart-heading', true],
        [false, 'EUR', '/?spend=EUR#spend-chart-heading', false],
        [false, 'USD', '/?spend=USD#spend-chart-heading', false],
      ],
    );
    const usd = dashboardView(await overview(false), spendAsked('USD'));
    assert.deepEqual([usd.spendChart?.currency, usd.spendChart?.isEstimate], ['USD', false]);
    assert.deepEqual(
      usd.spendChoices.map((c) => c.current),
      [false, false, true],
    );
  });

  it('without a home currency heads with the main currency, the one most subscriptions are paid in', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await world.ports.subscriptions.insert(aSubscription({ currency: 'CHF', amountMinor: 9000 }));
    await world.ports.subscriptions.insert(aSubscription({ currency: 'USD', amountMinor: 1000 }));
    await world.ports.subscriptions.insert(aSubscription({ currency: 'USD', amountMinor: 500 }));
    const overview = await getDashboardOverview(world.ports, world.accountId, { horizonDays: 30 });
    const main = dashboardView(overview);
    assert.deepEqual([main.headline?.currency, main.headline?.monthlyTotal], ['USD', 15]);
    assert.equal(main.spendChart?.currency, 'USD');
    assert.deepEqual(
      main.spendChoices.map((c) => [c.currency, c.current]),
      [
        ['CHF', false],
        ['USD', true],
      ],
    );
    const chf = dashboardView(overview, spendAsked('CHF'));
    assert.deepEqual([chf.headline?.currency, chf.spendChart?.currency], ['CHF', 'CHF']);
    // Anything but a currency code or "estimate" asks for nothing: the main currency.
    assert.equal(dashboardView(overview, spendAsked('<b>')).headline?.currency, 'USD');
  });
});
