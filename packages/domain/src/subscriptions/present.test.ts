import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '../testing/builders.js';
import { toSubscriptionResource } from './present.js';

describe('toSubscriptionResource', () => {
  it('shows a monthly subscription in the API form with the amount in major units', () => {
    const s = aSubscription({ amountMinor: 1599, nextPaymentDate: '2026-12-05' });
    assert.deepEqual(toSubscriptionResource(s), {
      id: s.id,
      name: 'Netflix',
      category: 'Streaming',
      amount: 15.99,
      currency: 'USD',
      period: 'monthly',
      nextPaymentDate: '2026-12-05',
      lastPaymentDate: '2026-11-05',
      billingAnchorDay: 5,
      notificationEnabled: true,
      status: 'active',
      isTrial: false,
      intervalCount: 1,
      hasLogo: false,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('never shows the account id', () => {
    assert.equal('accountId' in toSubscriptionResource(aSubscription()), false);
  });

  it('derives lastPaymentDate with the anchor across a short month', () => {
    const s = aSubscription({ nextPaymentDate: '2026-03-31', billingAnchorDay: 31 });
    assert.equal(toSubscriptionResource(s).lastPaymentDate, '2026-02-28');
    const clamped = aSubscription({ nextPaymentDate: '2026-02-28', billingAnchorDay: 31 });
    assert.equal(toSubscriptionResource(clamped).lastPaymentDate, '2026-01-31');
  });

  it('derives a yearly lastPaymentDate one year back', () => {
    const s = aSubscription({ period: 'yearly', nextPaymentDate: '2028-02-29' });
    assert.equal(toSubscriptionResource(s).lastPaymentDate, '2027-02-28');
  });

  it('shows customDate as a string and no anchor for a custom period', () => {
    const resource = toSubscriptionResource(
      aSubscription({ period: 'custom', customDays: 45, nextPaymentDate: '2026-12-05' }),
    );
    assert.equal(resource.customDate, '45');
    assert.equal(resource.lastPaymentDate, '2026-10-21');
    assert.equal('billingAnchorDay' in resource, false);
  });

  it('omits customDate when the period is not custom', () => {
    assert.equal('customDate' in toSubscriptionResource(aSubscription({ customDays: 30 })), false);
  });

  it('omits billingAnchorDay when none is set', () => {
    assert.equal(
      'billingAnchorDay' in toSubscriptionResource(aSubscription({ billingAnchorDay: null })),
      false,
    );
  });

  it('shows trialEndsOn only during a trial', () => {
    assert.equal(
      toSubscriptionResource(aSubscription({ isTrial: true })).trialEndsOn,
      '2026-12-01',
    );
    const ended = aSubscription({ isTrial: false, trialEndsOn: '2026-12-01' });
    assert.equal('trialEndsOn' in toSubscriptionResource(ended), false);
  });

  it('shows intervalCount of monthly and yearly records and derives lastPaymentDate N steps back', () => {
    const quarterly = toSubscriptionResource(
      aSubscription({ nextPaymentDate: '2026-04-30', billingAnchorDay: 31, intervalCount: 3 }),
    );
    assert.equal(quarterly.intervalCount, 3);
    assert.equal(quarterly.lastPaymentDate, '2026-01-31');
    const custom = aSubscription({ period: 'custom', customDays: 14, intervalCount: 1 });
    assert.equal('intervalCount' in toSubscriptionResource(custom), false);
  });

  it('shows startedOn, endsOn, noticeDays and remindDaysBefore only when set', () => {
    const plain = toSubscriptionResource(aSubscription());
    for (const key of ['startedOn', 'endsOn', 'noticeDays', 'remindDaysBefore']) {
      assert.equal(key in plain, false, key);
    }
    const set = toSubscriptionResource(
      aSubscription({
        startedOn: '2025-12-05',
        endsOn: '2027-12-05',
        noticeDays: 30,
        remindDaysBefore: [7, 1],
      }),
    );
    assert.deepEqual(
      [set.startedOn, set.endsOn, set.noticeDays, set.remindDaysBefore],
      ['2025-12-05', '2027-12-05', 30, [7, 1]],
    );
  });
});
