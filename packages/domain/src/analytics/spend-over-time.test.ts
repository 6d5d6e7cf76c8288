import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addDays } from '../shared/calendar-date.js';
import { billingDatesBetween } from '../subscriptions/billing-dates-between.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { aSubscription } from '../testing/builders.js';
import { composeSpendOverTime, spendProjectionFold } from './spend-over-time.js';
import { foldSubscriptions } from './subscription-fold.js';

const range = { from: '2026-11', to: '2027-04' };
const project = (subs: Subscription[], r = range) =>
  foldSubscriptions(subs, spendProjectionFold(r));

describe('spendProjectionFold', () => {
  it('counts each renewal of a quarterly plan in its month, not after its end', () => {
    const sub = aSubscription({
      nextPaymentDate: '2026-11-30',
      billingAnchorDay: 31,
      intervalCount: 3,
      amountMinor: 3000,
      currency: 'EUR',
    });
    assert.deepEqual(project([sub]).get('EUR'), [3000, 0, 0, 3000, 0, 0]);
    const ending = { ...sub, endsOn: '2027-02-27' };
    assert.deepEqual(project([ending]).get('EUR'), [3000, 0, 0, 0, 0, 0]);
    assert.deepEqual(
      project([{ ...sub, endsOn: '2027-02-28' }]).get('EUR'),
      [3000, 0, 0, 3000, 0, 0],
    );
  });

  it('counts custom periods per month and leaves paused, cancelled and later records out', () => {
    const weekly = aSubscription({
      period: 'custom',
      customDays: 7,
      billingAnchorDay: null,
      nextPaymentDate: '2026-11-23',
      amountMinor: 100,
    });
    const others = [
      aSubscription({ status: 'paused' }),
      aSubscription({ status: 'cancelled' }),
      aSubscription({ nextPaymentDate: '2027-05-01' }),
    ];
    assert.deepEqual(project([weekly, ...others]).get('USD'), [200, 400, 400, 400, 500, 400]);
  });

  it('equals the renewals the calendar lists, for every schedule (property)', () => {
    const schedule = fc.oneof(
      fc.record({
        period: fc.constant('monthly' as const),
        intervalCount: fc.integer({ min: 1, max: 36 }),
        day: fc.integer({ min: 1, max: 31 }),
      }),
      fc.record({
        period: fc.constant('yearly' as const),
        intervalCount: fc.integer({ min: 1, max: 10 }),
        day: fc.integer({ min: 1, max: 31 }),
      }),
      fc.record({
        period: fc.constant('custom' as const),
        intervalCount: fc.constant(1),
        day: fc.integer({ min: 1, max: 120 }),
      }),
    );
    fc.assert(
      fc.property(
        schedule,
        fc.integer({ min: 0, max: 900 }),
        fc.option(fc.integer({ min: 0, max: 900 })),
        ({ period, intervalCount, day }, start, length) => {
          const nextPaymentDate = addDays('2026-11-21', start);
          const s = aSubscription({
            period,
            intervalCount,
            nextPaymentDate,
            billingAnchorDay:
              period === 'custom' ? null : Math.max(day, Number(nextPaymentDate.slice(8))),
            customDays: period === 'custom' ? day : null,
            endsOn: length === null ? null : addDays(nextPaymentDate, length),
          });
          const wide = { from: '2026-11', to: '2029-10' };
          const slots = project([s], wide).get('USD') ?? new Array(36).fill(0);
          const expected = new Array(36).fill(0);
          for (const date of billingDatesBetween(s, '2026-11-01', '2029-10-31')) {
            const slot = (Number(date.slice(0, 4)) - 2026) * 12 + Number(date.slice(5, 7)) - 11;
            expected[slot] += s.amountMinor;
          }
          assert.deepEqual(slots, expected);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('composeSpendOverTime', () => {
  it('lists every month of every currency with paid, projected and payments, rounded once', () => {
    const spend = composeSpendOverTime(
      { from: '2026-10', to: '2026-12' },
      [
        { month: '2026-10', currency: 'USD', amountMinor: 1999 + 1, count: 2 },
        { month: '2026-11', currency: 'EUR', amountMinor: 333, count: 1 },
        { month: '2027-01', currency: 'EUR', amountMinor: 5, count: 1 },
      ],
      new Map([['USD', [0, 1599, 1599]]]),
    );
    assert.deepEqual(spend, {
      from: '2026-10',
      to: '2026-12',
      byCurrency: [
        {
          currency: 'EUR',
          months: [
            { month: '2026-10', paid: 0, projected: 0, payments: 0 },
            { month: '2026-11', paid: 3.33, projected: 0, payments: 1 },
            { month: '2026-12', paid: 0, projected: 0, payments: 0 },
          ],
        },
        {
          currency: 'USD',
          months: [
            { month: '2026-10', paid: 20, projected: 0, payments: 2 },
            { month: '2026-11', paid: 0, projected: 15.99, payments: 0 },
            { month: '2026-12', paid: 0, projected: 15.99, payments: 0 },
          ],
        },
      ],
    });
  });

  it('answers no currency at all for an account with nothing in the range', () => {
    assert.deepEqual(composeSpendOverTime(range, [], new Map()).byCurrency, []);
  });
});
