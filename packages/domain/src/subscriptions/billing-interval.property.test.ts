import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { monthlyEquivalent, sumRationals } from '../analytics/money.js';
import { MonthlySum } from '../analytics/monthly-sum.js';
import {
  addDays,
  type CalendarDate,
  calendarDateParts,
  compareDates,
  daysInMonth,
} from '../shared/calendar-date.js';
import { aSubscription } from '../testing/builders.js';
import {
  addBillingPeriods,
  addMonthsAnchored,
  monthsPerPeriod,
  previousBillingDate,
} from './billing-dates.js';
import { billingDatesBetween } from './billing-dates-between.js';
import { rollSubscription } from './roll-subscription.js';
import { type BillingRule, MAX_INTERVAL_COUNT } from './subscription.js';

// D38: every N months (1-36) or N years (1-10), anchored on any day.
const anchoredRule: fc.Arbitrary<BillingRule & { intervalCount: number }> = fc.oneof(
  fc.record({
    period: fc.constant('monthly' as const),
    billingAnchorDay: fc.integer({ min: 1, max: 31 }),
    customDays: fc.constant(null),
    intervalCount: fc.integer({ min: 1, max: MAX_INTERVAL_COUNT.monthly }),
  }),
  fc.record({
    period: fc.constant('yearly' as const),
    billingAnchorDay: fc.integer({ min: 1, max: 31 }),
    customDays: fc.constant(null),
    intervalCount: fc.integer({ min: 1, max: MAX_INTERVAL_COUNT.yearly }),
  }),
);
const customRule = fc.record({
  period: fc.constant('custom' as const),
  billingAnchorDay: fc.constant(null),
  customDays: fc.integer({ min: 1, max: 400 }),
  intervalCount: fc.constant(1),
});
const anyRule = fc.oneof(anchoredRule, customRule);
const anyDate = fc.integer({ min: -20_000, max: 20_000 }).map((n) => addDays('2000-01-01', n));

// A date the rule's schedule lands on: the anchored day of the date's month.
const onSchedule = (rule: BillingRule, date: CalendarDate) =>
  rule.billingAnchorDay === null ? date : addMonthsAnchored(date, 0, rule.billingAnchorDay);

describe('billing every N months or years (properties)', () => {
  it('puts the k-th renewal on the anchor clamped in month start + kN: it never drifts', () => {
    fc.assert(
      fc.property(anchoredRule, anyDate, fc.integer({ min: -60, max: 60 }), (rule, raw, k) => {
        const start = onSchedule(rule, raw);
        const renewal = calendarDateParts(addBillingPeriods(start, rule, k));
        const from = calendarDateParts(start);
        const index = from.year * 12 + from.month - 1 + k * monthsPerPeriod(rule);
        const year = Math.floor(index / 12);
        const month = index - year * 12 + 1;
        assert.deepEqual(renewal, {
          year,
          month,
          day: Math.min(rule.billingAnchorDay!, daysInMonth(year, month)),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('gives as lastPaymentDate the previous step of the schedule', () => {
    fc.assert(
      fc.property(anyRule, anyDate, fc.integer({ min: -40, max: 40 }), (rule, raw, k) => {
        const start = onSchedule(rule, raw);
        const next = addBillingPeriods(start, rule, k);
        assert.equal(previousBillingDate(next, rule), addBillingPeriods(start, rule, k - 1));
      }),
      { numRuns: 2000 },
    );
  });

  it('sums monthly equivalents exactly, amount / N and amount / 12N', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), anyRule), { maxLength: 40 }),
        (items) => {
          const sum = new MonthlySum();
          for (const [amount, rule] of items) sum.add(amount, rule);
          const exact = sumRationals(
            items.map(([amount, rule]) => monthlyEquivalent(amount, rule)),
          );
          assert.deepEqual(sum.total(), exact);
        },
      ),
    );
  });
});

describe('rollSubscription (properties)', () => {
  const today = '2026-11-21';
  const pastNext = fc.integer({ min: 1, max: 3000 }).map((n) => addDays(today, -n));

  it('records exactly the schedule dates from the old date up to today, and lands on or after today', () => {
    fc.assert(
      fc.property(anyRule, pastNext, (rule, raw) => {
        const s = aSubscription({ ...rule, nextPaymentDate: onSchedule(rule, raw) });
        const roll = rollSubscription(s, { today, now: '2026-11-21T08:00:00.000Z' });
        const expected = billingDatesBetween(s, s.nextPaymentDate, addDays(today, -1));
        assert.deepEqual(
          roll.payments.map((p) => p.dueOn),
          expected.slice(-3660),
        );
        assert.ok(
          roll.payments.every((p) => p.source === 'renewal' && p.amountMinor === s.amountMinor),
        );
        assert.ok(compareDates(roll.subscription.nextPaymentDate, today) >= 0);
        assert.equal(previousBillingDate(roll.subscription.nextPaymentDate, s) < today, true);
        assert.equal(roll.ended, false);
      }),
      { numRuns: 500 },
    );
  });

  it('never records a payment after endsOn, and ends on the last renewal on or before it', () => {
    fc.assert(
      fc.property(anyRule, pastNext, fc.integer({ min: 0, max: 4000 }), (rule, raw, length) => {
        const nextPaymentDate = onSchedule(rule, raw);
        const endsOn = addDays(nextPaymentDate, length);
        const s = aSubscription({ ...rule, nextPaymentDate, endsOn });
        const roll = rollSubscription(s, { today, now: '2026-11-21T08:00:00.000Z' });
        assert.ok(roll.payments.every((p) => compareDates(p.dueOn, endsOn) <= 0));
        const wouldRenewOn = addBillingPeriods(
          nextPaymentDate,
          s,
          billingDatesBetween({ ...s, endsOn: null }, nextPaymentDate, addDays(today, -1)).length,
        );
        assert.equal(roll.ended, compareDates(wouldRenewOn, endsOn) > 0);
        if (roll.ended) {
          assert.equal(roll.subscription.status, 'cancelled');
          assert.equal(roll.subscription.nextPaymentDate, roll.payments.at(-1)?.dueOn);
          assert.ok(
            compareDates(addBillingPeriods(roll.subscription.nextPaymentDate, s, 1), endsOn) > 0,
          );
        } else {
          assert.equal(roll.subscription.nextPaymentDate, wouldRenewOn);
        }
      }),
      { numRuns: 500 },
    );
  });
});
