import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DueReminder } from './due-reminder.js';
import { buildPushMessage, formatMinorAmount } from './push-message.js';

function aDueReminder(overrides: Partial<DueReminder> = {}): DueReminder {
  return {
    accountId: 'account-1',
    subscriptionId: 'subscription-1',
    kind: 'renewal',
    dueDate: '2026-03-05',
    daysUntil: 3,
    name: 'Netflix',
    amountMinor: 1599,
    currency: 'USD',
    period: 'monthly',
    customDays: null,
    ...overrides,
  };
}

describe('formatMinorAmount', () => {
  it('writes hundredths as major units with two decimals', () => {
    assert.equal(formatMinorAmount(1599), '15.99');
    assert.equal(formatMinorAmount(5), '0.05');
    assert.equal(formatMinorAmount(120000), '1200.00');
    assert.equal(formatMinorAmount(0), '0.00');
  });

  it('keeps the sign of a negative amount', () => {
    assert.equal(formatMinorAmount(-250), '-2.50');
  });
});

describe('buildPushMessage', () => {
  it('builds the Bark JSON with the device key and the subscriptions group', () => {
    const message = buildPushMessage(aDueReminder(), 'device-key-1');
    assert.deepEqual(message, {
      device_key: 'device-key-1',
      title: 'Netflix renews in 3 days',
      body: 'Netflix: 15.99 USD on 2026-03-05.',
      group: 'subscriptions',
    });
  });

  it('says today and tomorrow in words', () => {
    assert.equal(
      buildPushMessage(aDueReminder({ daysUntil: 0 }), 'k').title,
      'Netflix renews today',
    );
    assert.equal(
      buildPushMessage(aDueReminder({ daysUntil: 1 }), 'k').title,
      'Netflix renews tomorrow',
    );
  });

  it('announces a trial end with what the subscription will then cost', () => {
    const message = buildPushMessage(
      aDueReminder({ kind: 'trial_end', dueDate: '2026-02-20', daysUntil: 2 }),
      'k',
    );
    assert.equal(message.title, 'Netflix trial ends in 2 days');
    assert.equal(message.body, 'The Netflix trial ends on 2026-02-20; then 15.99 USD a month.');
  });

  it('names the period of yearly and custom trials', () => {
    const yearly = buildPushMessage(
      aDueReminder({ kind: 'trial_end', period: 'yearly', amountMinor: 9900, currency: 'EUR' }),
      'k',
    );
    assert.match(yearly.body, /99\.00 EUR a year\.$/);
    const custom = buildPushMessage(
      aDueReminder({ kind: 'trial_end', period: 'custom', customDays: 90 }),
      'k',
    );
    assert.match(custom.body, /15\.99 USD every 90 days\.$/);
  });
});
