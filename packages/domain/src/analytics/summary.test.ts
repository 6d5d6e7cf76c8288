import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '../testing/builders.js';
import { computeSpendSummary } from './summary.js';

const options = { today: '2026-03-01', horizonDays: 30, asOf: '2026-03-01T09:00:00.000Z' };

describe('computeSpendSummary', () => {
  it('echoes asOf and horizonDays', () => {
    const summary = computeSpendSummary([], options);
    assert.equal(summary.asOf, '2026-03-01T09:00:00.000Z');
    assert.equal(summary.horizonDays, 30);
  });

  it('is empty but complete for an account without subscriptions', () => {
    assert.deepEqual(computeSpendSummary([], options), {
      asOf: options.asOf,
      horizonDays: 30,
      counts: { total: 0, active: 0, paused: 0, cancelled: 0 },
      byCurrency: [],
      byCategory: [],
      upcomingRenewals: [],
    });
  });

  it('counts subscriptions of every status', () => {
    const summary = computeSpendSummary(
      [
        aSubscription(),
        aSubscription(),
        aSubscription({ status: 'paused' }),
        aSubscription({ status: 'cancelled' }),
      ],
      options,
    );
    assert.deepEqual(summary.counts, { total: 4, active: 2, paused: 1, cancelled: 1 });
  });

  it('totals active spend per currency, sorted by currency, never mixing currencies', () => {
    const summary = computeSpendSummary(
      [
        aSubscription({ currency: 'USD', amountMinor: 1599 }),
        aSubscription({ currency: 'EUR', amountMinor: 999 }),
        aSubscription({ currency: 'USD', amountMinor: 1000 }),
      ],
      options,
    );
    assert.deepEqual(summary.byCurrency, [
      { currency: 'EUR', activeSubscriptions: 1, monthlyTotal: 9.99, yearlyTotal: 119.88 },
      { currency: 'USD', activeSubscriptions: 2, monthlyTotal: 25.99, yearlyTotal: 311.88 },
    ]);
  });

  it('leaves paused and cancelled subscriptions out of spend (spec: analytics effects)', () => {
    const summary = computeSpendSummary(
      [
        aSubscription({ amountMinor: 1000 }),
        aSubscription({ amountMinor: 5000, status: 'paused' }),
        aSubscription({ amountMinor: 7000, status: 'cancelled', category: 'Gone' }),
      ],
      options,
    );
    assert.deepEqual(summary.byCurrency, [
      { currency: 'USD', activeSubscriptions: 1, monthlyTotal: 10, yearlyTotal: 120 },
    ]);
    assert.deepEqual(
      summary.byCategory.map((c) => c.category),
      ['Streaming'],
    );
  });

  it('converts yearly and custom periods to monthly equivalents', () => {
    const summary = computeSpendSummary(
      [
        aSubscription({ period: 'yearly', amountMinor: 12000 }),
        aSubscription({ period: 'custom', customDays: 365, amountMinor: 1200 }),
      ],
      options,
    );
    // 120.00 / 12 + 12.00 x 365 / (12 x 365) = 10.00 + 1.00
    assert.deepEqual(summary.byCurrency[0], {
      currency: 'USD',
      activeSubscriptions: 2,
      monthlyTotal: 11,
      yearlyTotal: 132,
    });
  });

  it('rounds each figure once, after summing exactly', () => {
    // Three yearly 10.00: 0.8333... each. Per-item rounding would give 2.49 and 29.88.
    const yearly = () => aSubscription({ period: 'yearly', amountMinor: 1000 });
    const summary = computeSpendSummary([yearly(), yearly(), yearly()], options);
    assert.equal(summary.byCurrency[0]!.monthlyTotal, 2.5);
    assert.equal(summary.byCurrency[0]!.yearlyTotal, 30);
  });

  it('derives yearlyTotal from the exact monthly sum, not from the rounded one', () => {
    // Every 7 days at 1.00: 365/84 = 4.345238... a month; 12 x that = 52.142857...
    const summary = computeSpendSummary(
      [aSubscription({ period: 'custom', customDays: 7, amountMinor: 100 })],
      options,
    );
    assert.equal(summary.byCurrency[0]!.monthlyTotal, 4.35);
    assert.equal(summary.byCurrency[0]!.yearlyTotal, 52.14);
  });

  it('totals each category per currency, sorted by category', () => {
    const summary = computeSpendSummary(
      [
        aSubscription({ category: 'Streaming', currency: 'USD', amountMinor: 1599 }),
        aSubscription({ category: 'Cloud', currency: 'EUR', amountMinor: 299 }),
        aSubscription({ category: 'Streaming', currency: 'EUR', amountMinor: 1099 }),
        aSubscription({ category: 'Streaming', currency: 'USD', amountMinor: 401 }),
      ],
      options,
    );
    assert.deepEqual(summary.byCategory, [
      { category: 'Cloud', activeSubscriptions: 1, monthlyTotalsByCurrency: { EUR: 2.99 } },
      {
        category: 'Streaming',
        activeSubscriptions: 3,
        monthlyTotalsByCurrency: { EUR: 10.99, USD: 20 },
      },
    ]);
    assert.deepEqual(Object.keys(summary.byCategory[1]!.monthlyTotalsByCurrency), ['EUR', 'USD']);
  });
});

describe('computeSpendSummary upcomingRenewals', () => {
  it('lists active renewals from today through today + horizonDays inclusive', () => {
    const today = aSubscription({ name: 'Today', nextPaymentDate: '2026-03-01' });
    const lastDay = aSubscription({ name: 'Last day', nextPaymentDate: '2026-03-31' });
    const tooLate = aSubscription({ name: 'Too late', nextPaymentDate: '2026-04-01' });
    const past = aSubscription({ name: 'Past', nextPaymentDate: '2026-02-28' });
    const paused = aSubscription({
      name: 'Paused',
      nextPaymentDate: '2026-03-05',
      status: 'paused',
    });
    const summary = computeSpendSummary([tooLate, lastDay, past, paused, today], options);
    assert.deepEqual(
      summary.upcomingRenewals.map((r) => [r.name, r.daysUntilRenewal]),
      [
        ['Today', 0],
        ['Last day', 30],
      ],
    );
  });

  it('shows the renewal in API shape with the amount in major units', () => {
    const netflix = aSubscription({
      name: 'Netflix',
      category: 'Streaming',
      amountMinor: 1599,
      currency: 'USD',
      nextPaymentDate: '2026-03-05',
    });
    const [renewal] = computeSpendSummary([netflix], options).upcomingRenewals;
    assert.deepEqual(renewal, {
      id: netflix.id,
      name: 'Netflix',
      category: 'Streaming',
      amount: 15.99,
      currency: 'USD',
      period: 'monthly',
      nextPaymentDate: '2026-03-05',
      daysUntilRenewal: 4,
    });
  });

  it('sorts by date, then name, then id', () => {
    const b = aSubscription({
      id: '00000000-0000-4000-8000-00000000000b',
      name: 'Same',
      nextPaymentDate: '2026-03-02',
    });
    const a = aSubscription({
      id: '00000000-0000-4000-8000-00000000000a',
      name: 'Same',
      nextPaymentDate: '2026-03-02',
    });
    const alpha = aSubscription({ name: 'Alpha', nextPaymentDate: '2026-03-02' });
    const early = aSubscription({ name: 'Zulu', nextPaymentDate: '2026-03-01' });
    const renewals = computeSpendSummary([b, a, alpha, early], options).upcomingRenewals;
    assert.deepEqual(
      renewals.map((r) => r.id),
      [early.id, alpha.id, a.id, b.id],
    );
  });

  it('counts days across a month end in a leap year', () => {
    const renewal = aSubscription({ nextPaymentDate: '2024-03-01' });
    const summary = computeSpendSummary([renewal], {
      ...options,
      today: '2024-02-28',
      horizonDays: 1,
    });
    assert.deepEqual(summary.upcomingRenewals, []);
    const wider = computeSpendSummary([renewal], {
      ...options,
      today: '2024-02-28',
      horizonDays: 2,
    });
    assert.equal(wider.upcomingRenewals[0]!.daysUntilRenewal, 2);
  });
});

describe('computeSpendSummary with periods of several months or years', () => {
  it('counts a quarterly plan as amount / 3 and a two-year plan as amount / 24 a month', () => {
    const summary = computeSpendSummary(
      [
        aSubscription({ intervalCount: 3, amountMinor: 3000, currency: 'EUR' }),
        aSubscription({ period: 'yearly', intervalCount: 2, amountMinor: 2400, currency: 'EUR' }),
      ],
      options,
    );
    assert.deepEqual(summary.byCurrency, [
      { currency: 'EUR', activeSubscriptions: 2, monthlyTotal: 11, yearlyTotal: 132 },
    ]);
  });
});
