import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { billingDatesBetween } from './billing-dates-between.js';

const monthly31 = {
  nextPaymentDate: '2027-01-31',
  period: 'monthly',
  billingAnchorDay: 31,
  customDays: null,
} as const;

describe('billingDatesBetween', () => {
  it('keeps a 31st anchor through February: Feb 28, then Mar 31', () => {
    assert.deepEqual(billingDatesBetween(monthly31, '2027-01-01', '2027-04-30'), [
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('starts at the next payment date, never before it', () => {
    assert.deepEqual(billingDatesBetween(monthly31, '2026-11-01', '2027-01-31'), ['2027-01-31']);
  });

  it('starts inside the range when the range begins after the next payment date', () => {
    assert.deepEqual(billingDatesBetween(monthly31, '2027-03-01', '2027-03-31'), ['2027-03-31']);
  });

  it('counts both ends of the range', () => {
    const custom = {
      nextPaymentDate: '2027-01-01',
      period: 'custom',
      billingAnchorDay: null,
      customDays: 14,
    } as const;
    assert.deepEqual(billingDatesBetween(custom, '2027-01-15', '2027-02-12'), [
      '2027-01-15',
      '2027-01-29',
      '2027-02-12',
    ]);
  });

  it('gives a leap-day yearly anchor Feb 28 in common years', () => {
    const yearly = {
      nextPaymentDate: '2028-02-29',
      period: 'yearly',
      billingAnchorDay: 29,
      customDays: null,
    } as const;
    assert.deepEqual(billingDatesBetween(yearly, '2028-01-01', '2032-12-31'), [
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('is empty when the range ends before the next payment date', () => {
    assert.deepEqual(billingDatesBetween(monthly31, '2026-01-01', '2026-12-31'), []);
  });

  it('steps N months at a time and stops at endsOn', () => {
    const quarterly = {
      nextPaymentDate: '2027-01-31',
      period: 'monthly',
      billingAnchorDay: 31,
      customDays: null,
      intervalCount: 3,
      endsOn: '2027-10-30',
    } as const;
    assert.deepEqual(billingDatesBetween(quarterly, '2027-01-01', '2028-12-31'), [
      '2027-01-31',
      '2027-04-30',
      '2027-07-31',
    ]);
  });
});
