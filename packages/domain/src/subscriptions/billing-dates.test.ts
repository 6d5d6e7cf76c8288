import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addBillingPeriods,
  addMonthsAnchored,
  inferBillingAnchorDay,
  matchesBillingAnchor,
  nextBillingDate,
  previousBillingDate,
  rollForward,
} from './billing-dates.js';
import type { BillingRule } from './subscription.js';

const monthly = (billingAnchorDay: number | null = null): BillingRule => ({
  period: 'monthly',
  billingAnchorDay,
  customDays: null,
});
const yearly = (billingAnchorDay: number | null = null): BillingRule => ({
  period: 'yearly',
  billingAnchorDay,
  customDays: null,
});
const everyDays = (customDays: number): BillingRule => ({
  period: 'custom',
  billingAnchorDay: null,
  customDays,
});

describe('addMonthsAnchored', () => {
  // The date-fns addMonths edge cases, plus the anchor that brings the day back.
  it('clamps Jan 31 + 1 month to Feb 28 in a common year', () => {
    assert.equal(addMonthsAnchored('2026-01-31', 1, 31), '2026-02-28');
  });

  it('clamps Jan 31 + 1 month to Feb 29 in a leap year', () => {
    assert.equal(addMonthsAnchored('2024-01-31', 1, 31), '2024-02-29');
  });

  it('brings an anchor of 31 back to Mar 31 after February', () => {
    assert.equal(addMonthsAnchored('2026-02-28', 1, 31), '2026-03-31');
  });

  it('clamps an anchor of 31 to Apr 30', () => {
    assert.equal(addMonthsAnchored('2026-03-31', 1, 31), '2026-04-30');
  });

  it('changes the year from December to January', () => {
    assert.equal(addMonthsAnchored('2026-12-15', 1, 15), '2027-01-15');
  });

  it('changes the year backwards from January to December', () => {
    assert.equal(addMonthsAnchored('2027-01-31', -1, 31), '2026-12-31');
  });

  it('jumps many months at once', () => {
    assert.equal(addMonthsAnchored('2000-01-31', 12 * 26 + 1, 31), '2026-02-28');
  });

  it('returns the anchored day of the same month for zero months', () => {
    assert.equal(addMonthsAnchored('2026-02-28', 0, 31), '2026-02-28');
  });
});

describe('nextBillingDate', () => {
  it('moves a monthly date one month on the anchor day', () => {
    assert.equal(nextBillingDate('2026-02-28', monthly(30)), '2026-03-30');
  });

  it("uses the date's own day when a monthly rule has no anchor", () => {
    assert.equal(nextBillingDate('2026-01-15', monthly()), '2026-02-15');
  });

  it('moves a yearly Feb 29 to Feb 28 in a common year', () => {
    assert.equal(nextBillingDate('2024-02-29', yearly(29)), '2025-02-28');
  });

  it('brings a yearly anchor of 29 back to Feb 29 in the next leap year', () => {
    assert.equal(nextBillingDate('2027-02-28', yearly(29)), '2028-02-29');
  });

  it('moves a custom date by its number of days', () => {
    assert.equal(nextBillingDate('2026-12-20', everyDays(30)), '2027-01-19');
  });

  it('refuses a custom rule without a day count', () => {
    assert.throws(
      () =>
        nextBillingDate('2026-01-01', {
          period: 'custom',
          billingAnchorDay: null,
          customDays: null,
        }),
      RangeError,
    );
  });
});

describe('previousBillingDate', () => {
  it('gives the last payment of Mar 31 with anchor 31 as Feb 28', () => {
    assert.equal(previousBillingDate('2026-03-31', monthly(31)), '2026-02-28');
  });

  it('gives the last payment of Feb 28 with anchor 31 as Jan 31', () => {
    assert.equal(previousBillingDate('2026-02-28', monthly(31)), '2026-01-31');
  });

  it('goes back a year for a yearly rule', () => {
    assert.equal(previousBillingDate('2028-02-29', yearly(29)), '2027-02-28');
  });

  it('goes back by the custom day count', () => {
    assert.equal(previousBillingDate('2026-03-01', everyDays(1)), '2026-02-28');
  });
});

describe('addBillingPeriods', () => {
  it('moves several yearly periods at once', () => {
    assert.equal(addBillingPeriods('2024-02-29', yearly(29), 4), '2028-02-29');
  });
});

describe('rollForward', () => {
  it('keeps a date that is today', () => {
    assert.equal(rollForward('2026-05-10', monthly(10), '2026-05-10'), '2026-05-10');
  });

  it('keeps a date in the future', () => {
    assert.equal(rollForward('2027-01-01', monthly(1), '2026-05-10'), '2027-01-01');
  });

  it('moves a monthly date past this month when its day has gone by', () => {
    assert.equal(rollForward('2026-04-05', monthly(5), '2026-05-10'), '2026-06-05');
  });

  it('lands on today when a whole period reaches it', () => {
    assert.equal(rollForward('2026-02-10', monthly(10), '2026-05-10'), '2026-05-10');
  });

  it('keeps month-end clamping while jumping (anchor 31)', () => {
    assert.equal(rollForward('2026-01-31', monthly(31), '2026-04-15'), '2026-04-30');
  });

  it('moves a yearly date to the same month of a later year', () => {
    assert.equal(rollForward('2020-02-29', yearly(29), '2026-03-01'), '2027-02-28');
    assert.equal(rollForward('2020-02-29', yearly(29), '2027-03-01'), '2028-02-29');
  });

  it('moves a yearly date to this year when its day is still ahead', () => {
    assert.equal(rollForward('2025-06-01', yearly(1), '2026-05-10'), '2026-06-01');
  });

  it('moves a yearly date less than a year old by one year', () => {
    assert.equal(rollForward('2026-01-20', yearly(20), '2026-05-10'), '2027-01-20');
  });

  it('moves a custom date by whole periods', () => {
    assert.equal(rollForward('2026-01-01', everyDays(30), '2026-03-01'), '2026-03-02');
    assert.equal(rollForward('2026-01-01', everyDays(30), '2026-03-02'), '2026-03-02');
  });

  it('rolls a date decades in the past forward at once', () => {
    assert.equal(rollForward('1926-03-31', monthly(31), '2026-06-15'), '2026-06-30');
    assert.equal(rollForward('1926-03-31', everyDays(1), '2026-06-15'), '2026-06-15');
  });
});

describe('inferBillingAnchorDay', () => {
  it('is the day of month of the date', () => {
    assert.equal(inferBillingAnchorDay('2026-01-31'), 31);
    assert.equal(inferBillingAnchorDay('2026-02-03'), 3);
  });
});

describe('matchesBillingAnchor', () => {
  it('accepts the anchor day itself', () => {
    assert.equal(matchesBillingAnchor('2026-03-15', 15), true);
  });

  it('accepts the last day of a month shorter than the anchor', () => {
    assert.equal(matchesBillingAnchor('2026-02-28', 31), true);
    assert.equal(matchesBillingAnchor('2024-02-29', 30), true);
  });

  it('rejects a day before the month end when the anchor is later', () => {
    assert.equal(matchesBillingAnchor('2024-02-28', 29), false);
    assert.equal(matchesBillingAnchor('2026-03-30', 31), false);
  });

  it('rejects any other day', () => {
    assert.equal(matchesBillingAnchor('2026-03-14', 15), false);
  });
});
