import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '@subtrack/domain/testing';
import { translatorFor } from '@subtrack/i18n';
import { periodWordsOf, subscriptionPageView } from './subscription-page-view.js';

const { t } = translatorFor('en');

const quarterly = aSubscription({
  intervalCount: 3,
  nextPaymentDate: '2027-01-31',
  billingAnchorDay: 31,
});

describe('periodWordsOf', () => {
  it('says the interval as the form asks it', () => {
    assert.equal(periodWordsOf(quarterly, t), 'Every 3 months');
    assert.equal(periodWordsOf(aSubscription(), t), 'Every month');
    assert.equal(
      periodWordsOf(aSubscription({ period: 'yearly', intervalCount: 2 }), t),
      'Every 2 years',
    );
    const custom = { period: 'custom' as const, billingAnchorDay: null };
    assert.equal(periodWordsOf(aSubscription({ ...custom, customDays: 14 }), t), 'Every 2 weeks');
    assert.equal(periodWordsOf(aSubscription({ ...custom, customDays: 10 }), t), 'Every 10 days');
    assert.equal(periodWordsOf(aSubscription({ ...custom, customDays: 1 }), t), 'Every day');
  });
});

describe('subscriptionPageView', () => {
  it('lists the next renewals of a quarterly plan on the 31st, clamped and back', () => {
    const { renewals } = subscriptionPageView(quarterly, '2027-01-10', t);
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
    assert.deepEqual(subscriptionPageView(ending, '2027-01-10', t).renewals, [
      '2027-01-31',
      '2027-04-30',
      '2027-07-31',
    ]);
    const paused = aSubscription({ ...quarterly, status: 'paused' });
    assert.deepEqual(subscriptionPageView(paused, '2027-01-10', t).renewals, []);
  });

  it('gives the cancel-by date as the next payment minus the notice period', () => {
    const contract = aSubscription({ ...quarterly, noticeDays: 30 });
    assert.deepEqual(subscriptionPageView(contract, '2026-12-20', t).cancelBy, {
      date: '2027-01-01',
      renewal: '2027-01-31',
      passed: false,
    });
    assert.equal(subscriptionPageView(contract, '2027-01-10', t).cancelBy?.passed, true);
    assert.equal(subscriptionPageView(quarterly, '2027-01-10', t).cancelBy, null);
  });
});
