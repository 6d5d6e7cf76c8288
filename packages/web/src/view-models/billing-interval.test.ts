import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '@subtrack/domain';
import { translatorFor } from '@subtrack/i18n';
import { intervalFieldsOf, intervalOf } from './billing-interval.js';

function refusal(every: string, unit: string): { field?: string; message: string } {
  try {
    intervalFieldsOf({ every, unit });
  } catch (error) {
    if (isDomainError(error)) return { field: error.details.field, message: error.message };
    throw error;
  }
  assert.fail(`expected every ${every} ${unit} to be refused`);
}

describe('intervalFieldsOf', () => {
  it('stores months and years as monthly and yearly with a count', () => {
    assert.deepEqual(intervalFieldsOf({ every: '3', unit: 'months' }), {
      period: 'monthly',
      customDate: '',
      intervalCount: '3',
    });
    assert.deepEqual(intervalFieldsOf({ every: '2', unit: 'years' }), {
      period: 'yearly',
      customDate: '',
      intervalCount: '2',
    });
  });

  it('stores weeks as 7 days each and days as they are, both custom', () => {
    assert.deepEqual(intervalFieldsOf({ every: '2', unit: 'weeks' }), {
      period: 'custom',
      customDate: '14',
      intervalCount: '',
    });
    assert.deepEqual(intervalFieldsOf({ every: '10', unit: 'days' }).customDate, '10');
  });

  it('refuses a count that is no whole number or past the unit’s limit, naming Every', () => {
    assert.deepEqual(refusal('37', 'months'), {
      field: 'every',
      message: 'Every must be a whole number of months from 1 to 36.',
    });
    assert.equal(
      refusal('11', 'years').message,
      'Every must be a whole number of years from 1 to 10.',
    );
    assert.equal(refusal('522', 'weeks').field, 'every');
    assert.equal(refusal('0', 'days').field, 'every');
    assert.equal(refusal('1.5', 'months').field, 'every');
    assert.equal(refusal('', 'months').field, 'every');
    assert.equal(refusal('2', 'fortnights').field, 'unit');
    assert.equal(
      refusal('3651', 'days').message,
      'Every must be a whole number of days from 1 to 3650.',
    );
  });

  it('says its refusal in the language it is given', () => {
    assert.throws(() => intervalFieldsOf({ every: '37', unit: 'months' }, translatorFor('de').t), {
      message: 'Der Abstand muss eine ganze Zahl von 1 bis 36 Monaten sein.',
    });
  });
});

describe('intervalOf', () => {
  it('shows monthly x 3 as 3 months and yearly x 2 as 2 years', () => {
    assert.deepEqual(intervalOf({ period: 'monthly', intervalCount: 3 }), {
      every: '3',
      unit: 'months',
    });
    assert.deepEqual(intervalOf({ period: 'yearly', intervalCount: 2 }), {
      every: '2',
      unit: 'years',
    });
  });

  it('shows whole weeks of custom days as weeks, other day counts as days', () => {
    assert.deepEqual(intervalOf({ period: 'custom', customDate: '14' }), {
      every: '2',
      unit: 'weeks',
    });
    assert.deepEqual(intervalOf({ period: 'custom', customDate: '10' }), {
      every: '10',
      unit: 'days',
    });
  });
});
