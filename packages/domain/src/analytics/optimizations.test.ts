import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Subscription } from '../subscriptions/subscription.js';
import { aSubscription } from '../testing/builders.js';
import {
  compareRationals,
  divideRational,
  monthlyEquivalent,
  multiplyRational,
  sumRationals,
} from './money.js';
import { findOptimizations } from './optimizations.js';

describe('findOptimizations monthlyToAnnual', () => {
  it('lists active monthly subscriptions with their yearly cost at the current rate', () => {
    const netflix = aSubscription({ name: 'Netflix', amountMinor: 1599, currency: 'USD' });
    const { monthlyToAnnual } = findOptimizations([netflix]);
    assert.deepEqual(monthlyToAnnual, [
      {
        id: netflix.id,
        name: 'Netflix',
        currency: 'USD',
        monthlyAmount: 15.99,
        yearlyAtCurrentRate: 191.88,
      },
    ]);
  });

  it('leaves out yearly, custom, paused and cancelled subscriptions', () => {
    const { monthlyToAnnual } = findOptimizations([
      aSubscription({ period: 'yearly' }),
      aSubscription({ period: 'custom' }),
      aSubscription({ status: 'paused' }),
      aSubscription({ status: 'cancelled' }),
    ]);
    assert.deepEqual(monthlyToAnnual, []);
  });

  it('puts the largest yearly cost first, then orders by name and id', () => {
    const cheap = aSubscription({ name: 'Cheap', amountMinor: 100 });
    const dear = aSubscription({ name: 'Dear', amountMinor: 5000 });
    const b = aSubscription({
      id: '00000000-0000-4000-8000-00000000000b',
      name: 'Mid',
      amountMinor: 1000,
    });
    const a = aSubscription({
      id: '00000000-0000-4000-8000-00000000000a',
      name: 'Mid',
      amountMinor: 1000,
    });
    const alpha = aSubscription({ name: 'Alpha', amountMinor: 1000 });
    const { monthlyToAnnual } = findOptimizations([cheap, b, dear, a, alpha]);
    assert.deepEqual(
      monthlyToAnnual.map((c) => c.id),
      [dear.id, alpha.id, a.id, b.id, cheap.id],
    );
  });
});

describe('findOptimizations aboveAverageInCurrency', () => {
  it('flags a subscription costing more than twice its currency average', () => {
    const small = () => aSubscription({ amountMinor: 500, currency: 'USD' });
    const big = aSubscription({ name: 'Big', amountMinor: 5000, currency: 'USD' });
    const { aboveAverageInCurrency } = findOptimizations([small(), small(), small(), big]);
    // average = (3 x 5.00 + 50.00) / 4 = 16.25; 50.00 > 32.50
    assert.deepEqual(aboveAverageInCurrency, [
      {
        id: big.id,
        name: 'Big',
        currency: 'USD',
        monthlyEquivalent: 50,
        currencyMonthlyAverage: 16.25,
      },
    ]);
  });

  it('does not flag a subscription at exactly twice the average', () => {
    // 1.00, 1.00, 4.00: the average is 2.00 and twice it is 4.00, not strictly less.
    const { aboveAverageInCurrency } = findOptimizations([
      aSubscription({ amountMinor: 100 }),
      aSubscription({ amountMinor: 100 }),
      aSubscription({ amountMinor: 400 }),
    ]);
    assert.deepEqual(aboveAverageInCurrency, []);
  });

  it('compares with the exact average, not the rounded one', () => {
    // Yearly 0.01 twice and monthly 0.02: the exact average is 0.00722..., twice it is
    // 0.01444... < 0.02, so it is flagged, though the rounded average 0.01 x 2 is 0.02.
    const yearly = () => aSubscription({ period: 'yearly', amountMinor: 1 });
    const edge = aSubscription({ name: 'Edge', amountMinor: 2 });
    const { aboveAverageInCurrency } = findOptimizations([yearly(), yearly(), edge]);
    assert.deepEqual(aboveAverageInCurrency, [
      {
        id: edge.id,
        name: 'Edge',
        currency: 'USD',
        monthlyEquivalent: 0.02,
        currencyMonthlyAverage: 0.01,
      },
    ]);
  });

  it('never flags the only subscription of a currency', () => {
    const { aboveAverageInCurrency } = findOptimizations([aSubscription({ amountMinor: 99999 })]);
    assert.deepEqual(aboveAverageInCurrency, []);
  });

  it('averages each currency on its own and ignores inactive records', () => {
    const usdBig = aSubscription({ amountMinor: 9000, currency: 'USD' });
    const { aboveAverageInCurrency } = findOptimizations([
      aSubscription({ amountMinor: 100, currency: 'USD' }),
      aSubscription({ amountMinor: 100, currency: 'USD' }),
      usdBig,
      aSubscription({ amountMinor: 9000, currency: 'EUR' }),
      aSubscription({ amountMinor: 100, currency: 'EUR', status: 'paused' }),
      aSubscription({ amountMinor: 100, currency: 'EUR', status: 'cancelled' }),
    ]);
    assert.deepEqual(
      aboveAverageInCurrency.map((c) => c.id),
      [usdBig.id],
    );
  });

  it('uses monthly equivalents of yearly and custom periods', () => {
    const yearly = aSubscription({ name: 'Yearly', period: 'yearly', amountMinor: 120000 });
    const { aboveAverageInCurrency } = findOptimizations([
      aSubscription({ period: 'custom', customDays: 365, amountMinor: 1200 }),
      aSubscription({ period: 'custom', customDays: 365, amountMinor: 1200 }),
      yearly,
    ]);
    // monthly: 1.00, 1.00, 100.00; average 34.00
    assert.deepEqual(aboveAverageInCurrency, [
      {
        id: yearly.id,
        name: 'Yearly',
        currency: 'USD',
        monthlyEquivalent: 100,
        currencyMonthlyAverage: 34,
      },
    ]);
  });

  it('sorts by currency, then monthly equivalent descending, then id', () => {
    const cheap = (currency: 'USD' | 'EUR', count: number) =>
      Array.from({ length: count }, () => aSubscription({ amountMinor: 1, currency }));
    const b = aSubscription({ id: '00000000-0000-4000-8000-00000000000b', amountMinor: 5000 });
    const a = aSubscription({ id: '00000000-0000-4000-8000-00000000000a', amountMinor: 5000 });
    const top = aSubscription({ amountMinor: 9000 });
    const eur = aSubscription({ amountMinor: 9000, currency: 'EUR' });
    const { aboveAverageInCurrency } = findOptimizations([
      ...cheap('USD', 11),
      b,
      ...cheap('EUR', 2),
      a,
      top,
      eur,
    ]);
    // USD average = (11 x 0.01 + 190.00) / 14 = 13.58; EUR average = 30.0067
    assert.deepEqual(
      aboveAverageInCurrency.map((c) => [c.currency, c.id]),
      [
        ['EUR', eur.id],
        ['USD', top.id],
        ['USD', a.id],
        ['USD', b.id],
      ],
    );
  });
});

describe('findOptimizations on any records', () => {
  // The one-pass version (issue 7) must flag exactly what the plain definition does.
  const flaggedByDefinition = (subscriptions: Subscription[]): string[] => {
    const active = subscriptions.filter((s) => s.status === 'active');
    return active
      .filter((s) => {
        const peers = active.filter((p) => p.currency === s.currency);
        const average = divideRational(
          sumRationals(peers.map((p) => monthlyEquivalent(p.amountMinor, p))),
          peers.length,
        );
        const monthly = monthlyEquivalent(s.amountMinor, s);
        return compareRationals(monthly, multiplyRational(average, 2)) > 0;
      })
      .map((s) => s.id)
      .sort();
  };
  const record = fc
    .record({
      amountMinor: fc.oneof(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom(0, 100, 1200)),
      currency: fc.constantFrom('USD' as const, 'EUR' as const),
      period: fc.constantFrom('monthly' as const, 'yearly' as const, 'custom' as const),
      customDays: fc.integer({ min: 1, max: 730 }),
      status: fc.constantFrom('active' as const, 'active' as const, 'paused' as const),
    })
    .map(({ customDays, ...fields }) =>
      aSubscription({ ...fields, customDays: fields.period === 'custom' ? customDays : null }),
    );

  it('flags above-average records exactly as the definition of D14 does', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), (subscriptions) => {
        const flagged = findOptimizations(subscriptions).aboveAverageInCurrency.map((c) => c.id);
        assert.deepEqual(flagged.sort(), flaggedByDefinition(subscriptions));
      }),
      { numRuns: 300 },
    );
  });
});

describe('findOptimizations with periods of several months or years', () => {
  it('lists only plans billed every single month as monthly-to-annual candidates', () => {
    const monthly = aSubscription({ name: 'Monthly' });
    const quarterly = aSubscription({ name: 'Quarterly', intervalCount: 3 });
    const { monthlyToAnnual } = findOptimizations([monthly, quarterly]);
    assert.deepEqual(
      monthlyToAnnual.map((c) => c.name),
      ['Monthly'],
    );
  });

  it('compares monthly equivalents of amount / N and amount / 12N against the average', () => {
    const subs = [
      aSubscription({ name: 'Two-year', period: 'yearly', intervalCount: 2, amountMinor: 240_000 }),
      aSubscription({ name: 'Quarterly', intervalCount: 3, amountMinor: 300 }),
      aSubscription({ name: 'Monthly', amountMinor: 100 }),
    ];
    const [above] = findOptimizations(subs).aboveAverageInCurrency;
    // 10000 / month against an average of (10000 + 100 + 100) / 3 = 3400.
    assert.deepEqual(
      [above?.name, above?.monthlyEquivalent, above?.currencyMonthlyAverage],
      ['Two-year', 100, 34],
    );
  });
});
