import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '@subtrack/domain/testing';
import { periodWordsOf, subscriptionPageView } from './subscription-page-view.js';

const quarterly = aSubscription({
  intervalCount: 3,
  nextPaymentDate: '2027-01-31',
  billingAnchorDay: 31,
});

describe('periodWordsOf', () => {
  it('says the interval as the form asks it', () => {
    assert.equal(periodWordsOf(quarterly), 'Every 3 months');
    assert.equal(periodWordsOf(aSubscription()), 'Every month');
    assert.equal(
      periodWordsOf(aSubscription({ period: 'yearly', intervalCount: 2 })),
      'Every 2 years',
    );
    const custom = { period: 'custom' as const, billingAnchorDay: null };
    assert.equal(periodWordsOf(aSubscription({ ...custom, customDays: 14 })), 'Every 2 weeks');
    assert.equal(periodWordsOf(aSubscription({ ...custom, customDays: 10 })), 'Every 10 days');
    assert.equal(periodWordsOf(aSubscription({ ...custom, customDays: 1 })), 'Every day');
  });
});

describe('subscriptionPageView', () => {
  it('lists the next renewals of a quarterly plan on the 31st, clamped and back', () => {
    const { renewals } = subscriptionPageView(quarterly, '2027-01-10');
    assert.deepEqual(renewals, [
      '2027-01-31',
      '2027-04-30',
      '2027-07-31',
      '2027-10-31',
      '2028-01-31',
      '2028-04-30',
    ]);
  });

  it('lists no renewal after the end date, and none for a paused subscription', () => {
    const ending = aSubscription({ ...quarterly, endsOn: '2027-08-01' });
    assert.deepEqual(subscriptionPageView(ending, '2027-01-10').renewals, [
      '2027-01-31',
      '2027-04-30',
      '2027-07-31',
    ]);
    const paused = aSubscription({ ...quarterly, status: 'paused' });
    assert.deepEqual(subscriptionPageView(paused, '2027-01-10').renewals, []);
  });

  it('gives the cancel-by date as the next payment minus the notice period', () => {
    const contract = aSubscription({ ...quarterly, noticeDays: 30 });
    assert.deepEqual(subscriptionPageView(contract, '2026-12-20').cancelBy, {
      date: '2027-01-01',
      renewal: '2027-01-31',
      passed: false,
    });
    assert.equal(subscriptionPageView(contract, '2027-01-10').cancelBy?.passed, true);
    assert.equal(subscriptionPageView(quarterly, '2027-01-10').cancelBy, null);
  });
});
