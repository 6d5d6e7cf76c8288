import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  addDays,
  type CalendarDate,
  calendarDateParts,
  compareDates,
  daysInMonth,
  formatCalendarDate,
} from '../shared/calendar-date.js';
import {
  addMonthsAnchored,
  matchesBillingAnchor,
  nextBillingDate,
  previousBillingDate,
  rollForward,
} from './billing-dates.js';
import type { BillingRule } from './subscription.js';

const anchoredRule = fc.record({
  period: fc.constantFrom('monthly' as const, 'yearly' as const),
  billingAnchorDay: fc.integer({ min: 1, max: 31 }),
  customDays: fc.constant(null),
});
const customRule = fc.record({
  period: fc.constant('custom' as const),
  billingAnchorDay: fc.constant(null),
  customDays: fc.integer({ min: 1, max: 3650 }),
});
const anyRule: fc.Arbitrary<BillingRule> = fc.oneof(anchoredRule, customRule);

const anyDate = fc
  .integer({ min: -40_000, max: 40_000 })
  .map((offset) => addDays('2000-01-01', offset));

// A date a schedule can land on: the anchored day of an arbitrary month (D7).
function consistentDate(rule: BillingRule, date: CalendarDate): CalendarDate {
  if (rule.billingAnchorDay === null) return date;
  return addMonthsAnchored(date, 0, rule.billingAnchorDay);
}

describe('rollForward (properties)', () => {
  it('lands on or after today and less than one period after it', () => {
    fc.assert(
      fc.property(anyRule, anyDate, anyDate, (rule, raw, today) => {
        const date = consistentDate(rule, raw);
        const rolled = rollForward(date, rule, today);
        assert.ok(compareDates(rolled, today) >= 0, `${rolled} < ${today}`);
        if (rolled !== date) {
          assert.ok(compareDates(previousBillingDate(rolled, rule), today) < 0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('only moves by whole periods', () => {
    fc.assert(
      fc.property(anyRule, anyDate, anyDate, (rule, raw, today) => {
        const date = consistentDate(rule, raw);
        let walked = date;
        const rolled = rollForward(date, rule, today);
        while (compareDates(walked, rolled) < 0) walked = nextBillingDate(walked, rule);
        assert.equal(walked, rolled);
      }),
      { numRuns: 300 },
    );
  });
});

describe('addMonthsAnchored (properties)', () => {
  it('walks an anchor of 31 over 48 months onto the 31st or the last day of the month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2400 }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          let date = formatCalendarDate(year, month, Math.min(31, daysInMonth(year, month)));
          for (let step = 0; step < 48; step += 1) {
            date = addMonthsAnchored(date, 1, 31);
            const parts = calendarDateParts(date);
            const length = daysInMonth(parts.year, parts.month);
            assert.equal(parts.day, length);
            assert.equal(parts.day === 31, length === 31);
          }
        },
      ),
    );
  });
});

describe('previousBillingDate and nextBillingDate (properties)', () => {
  it('round-trip lastPaymentDate -> nextPaymentDate -> lastPaymentDate', () => {
    fc.assert(
      fc.property(anyRule, anyDate, (rule, raw) => {
        const next = consistentDate(rule, raw);
        const last = previousBillingDate(next, rule);
        assert.equal(nextBillingDate(last, rule), next);
        if (rule.billingAnchorDay !== null) {
          assert.equal(matchesBillingAnchor(last, rule.billingAnchorDay), true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
