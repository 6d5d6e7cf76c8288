import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aPayment, aSubscription } from '../testing/builders.js';
import { estimateExampleSubscriptions, FRIDAY_RATES } from '../testing/estimate-example.js';
import { aQuarterlyPlanStartedAYearAgo } from '../testing/quarterly-plan.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSubscription } from './create-subscription.js';
import { getConvertedSpend } from './get-converted-spend.js';
import { getCurrencyEstimate } from './get-currency-estimate.js';
import { getDashboardOverview } from './get-dashboard-overview.js';
import { getSpendOverTime } from './get-spend-over-time.js';
import { getSpendSummary } from './get-spend-summary.js';
import { importReferenceRates } from './import-reference-rates.js';
import { updateCurrencySettings } from './update-currency-settings.js';

const NOW = '2026-11-21T08:00:00.000Z';

describe('getDashboardOverview', () => {
  it('answers exactly the spend summary of the same horizon', async () => {
    const { ports, accountId } = await aTestWorld({ now: NOW });
    await ports.subscriptions.insert(aSubscription({ amountMinor: 1000, currency: 'EUR' }));
    await ports.subscriptions.insert(aSubscription({ amountMinor: 12345, period: 'yearly' }));
    await ports.subscriptions.insert(aSubscription({ period: 'custom', category: 'Cloud' }));
    await ports.subscriptions.insert(aSubscription({ status: 'cancelled' }));
    const { summary } = await getDashboardOverview(ports, accountId, { horizonDays: 30 });
    assert.deepEqual(summary, await getSpendSummary(ports, accountId, { horizonDays: 30 }));
  });

  it('answers exactly the spend over time of the default range, paid and projected', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: NOW });
    await createSubscription(ports, ctx, aQuarterlyPlanStartedAYearAgo);
    await ports.subscriptions.insert(aSubscription({ amountMinor: 1599, currency: 'USD' }));
    const { spend } = await getDashboardOverview(ports, accountId, { horizonDays: 30 });
    assert.deepEqual(spend, await getSpendOverTime(ports, accountId, {}));
    assert.deepEqual([spend.from, spend.to], ['2025-12', '2027-11']);
    assert.equal(spend.byCurrency.find((c) => c.currency === 'EUR')?.months[8]?.paid, 90);
  });

  it('lists active trials ending within the horizon, soonest first', async () => {
    const { ports, accountId } = await aTestWorld({ now: NOW });
    const later = { isTrial: true, trialEndsOn: '2026-12-20', name: 'Later' };
    await ports.subscriptions.insert(aSubscription(later));
    await ports.subscriptions.insert(
      aSubscription({ isTrial: true, trialEndsOn: '2026-11-21', name: 'Today' }),
    );
    await ports.subscriptions.insert(aSubscription({ isTrial: true, trialEndsOn: '2026-12-22' }));
    await ports.subscriptions.insert(
      aSubscription({ isTrial: true, trialEndsOn: '2026-11-25', status: 'paused' }),
    );
    const { trialEnds } = await getDashboardOverview(ports, accountId, { horizonDays: 29 });
    assert.deepEqual(
      trialEnds.map((t) => [t.trialEndsOn, t.daysUntilTrialEnds, t.name]),
      [
        ['2026-11-21', 0, 'Today'],
        ['2026-12-20', 29, 'Later'],
      ],
    );
  });

  it('orders trial ends of one day by name, then id', async () => {
    const { ports, accountId } = await aTestWorld({ now: NOW });
    for (const name of ['b', 'a', 'a']) {
      await ports.subscriptions.insert(
        aSubscription({ name, isTrial: true, trialEndsOn: '2026-11-30' }),
      );
    }
    const { trialEnds } = await getDashboardOverview(ports, accountId, { horizonDays: 30 });
    assert.deepEqual(
      trialEnds.map((t) => t.name),
      ['a', 'a', 'b'],
    );
    assert.ok(trialEnds[0]!.id < trialEnds[1]!.id);
  });

  it('answers no estimate while the account has no home currency', async () => {
    const { ports, accountId } = await aTestWorld({ now: NOW });
    await ports.subscriptions.insert(aSubscription({ amountMinor: 1599, currency: 'USD' }));
    const overview = await getDashboardOverview(ports, accountId, {
      horizonDays: 30,
      convertSpend: true,
    });
    assert.deepEqual([overview.homeCurrency, overview.estimate], [null, null]);
    assert.equal('converted' in overview.spend, false);
  });

  it('answers exactly the estimate and the converted spend in the home currency, from the same pass', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: NOW });
    for (const s of estimateExampleSubscriptions(accountId)) await ports.subscriptions.insert(s);
    const [first] = await ports.subscriptions.listAll(accountId);
    await ports.payments.insertMany([
      aPayment({
        subscriptionId: first!.id,
        dueOn: '2026-11-20',
        amountMinor: 1599,
        currency: 'USD',
      }),
    ]);
    await importReferenceRates(
      ports,
      FRIDAY_RATES.map((r) => ({ date: r.date, currency: r.to, rate: r.rate })),
    );
    await updateCurrencySettings(ports, ctx, { homeCurrency: 'EUR' });
    const overview = await getDashboardOverview(ports, accountId, {
      horizonDays: 30,
      convertSpend: true,
    });
    assert.equal(overview.homeCurrency, 'EUR');
    assert.deepEqual(overview.estimate, await getCurrencyEstimate(ports, accountId, {}));
    assert.equal(overview.estimate?.monthlyTotal, 49.55);
    assert.deepEqual(
      overview.spend,
      await getConvertedSpend(ports, accountId, { convertTo: 'EUR' }),
    );
    const november = overview.spend.converted?.months.find((m) => m.month === '2026-11');
    // 15.99 / 1.0856 = 14.7292...
    assert.equal(november?.paid, 14.73);
    const plain = await getDashboardOverview(ports, accountId, { horizonDays: 30 });
    assert.deepEqual(plain.spend, await getSpendOverTime(ports, accountId, {}));
  });
});
