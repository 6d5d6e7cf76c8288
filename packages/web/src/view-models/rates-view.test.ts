import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anOwnRate, aReferenceRate } from '@subtrack/domain/testing';
import { translatorFor } from '@subtrack/i18n';
import { enterRateDefaults, rateImportNotice, rateRow, ratesView } from './rates-view.js';

const { t } = translatorFor('en');

const usd = aReferenceRate('2026-11-20', 'USD', '1.0856');

describe('rateRow', () => {
  it('names the currency a rate is about and where it came from', () => {
    assert.deepEqual(rateRow(usd, t), {
      currency: 'USD',
      from: 'EUR',
      to: 'USD',
      rate: 1.0856,
      date: '2026-11-20',
      source: 'ECB',
    });
    const imported = anOwnRate('2026-11-20', 'EUR', 'USD', '1.0856', 'ecb');
    assert.equal(rateRow(imported, t).source, 'ECB, imported here');
    const typed = rateRow(anOwnRate('2026-11-20', 'GBP', 'EUR', '1.16'), t);
    assert.deepEqual([typed.currency, typed.source], ['GBP', 'Entered here']);
  });
});

describe('ratesView', () => {
  it('sorts the latest rates by currency and says nothing of a week-old newest rate', () => {
    const view = ratesView(
      { newestDate: '2026-11-20', rates: [usd, aReferenceRate('2026-11-20', 'CHF', '0.94')] },
      '2026-11-27',
      t,
    );
    assert.deepEqual(
      view.latest.map((row) => row.currency),
      ['CHF', 'USD'],
    );
    assert.equal(view.staleDays, null);
  });

  it('counts the days of a newest rate more than 7 days old', () => {
    const view = ratesView({ newestDate: '2026-11-20', rates: [usd] }, '2026-11-28', t);
    assert.equal(view.staleDays, 8);
    assert.equal(ratesView({ newestDate: null, rates: [] }, '2026-11-28', t).staleDays, null);
  });
});

describe('enterRateDefaults', () => {
  const context = {
    today: '2026-11-22',
    homeCurrency: 'CHF' as const,
    currencies: ['AUD', 'CHF', 'EUR'],
  };

  it('fills in today and the home currency', () => {
    assert.deepEqual(enterRateDefaults({}, context), {
      date: '2026-11-22',
      from: '',
      to: 'CHF',
      rate: '',
    });
  });

  it('takes the currencies the dashboard’s link names, and only currencies', () => {
    const values = enterRateDefaults({ from: 'AUD', to: 'EUR' }, context);
    assert.deepEqual([values.from, values.to], ['AUD', 'EUR']);
    const forged = enterRateDefaults({ from: '<b>', to: ['EUR', 'AUD'] }, context);
    assert.deepEqual([forged.from, forged.to], ['', 'CHF']);
  });
});

describe('rateImportNotice', () => {
  it('says how many rates of how many currencies, of which dates', () => {
    const summary = {
      rates: 30,
      dates: 1,
      currencies: ['USD'],
      from: '2026-11-20',
      to: '2026-11-20',
    };
    const span = (from: string, to: string) => (from === to ? to : `${from} – ${to}`);
    assert.equal(
      rateImportNotice(summary, span, t),
      'Imported 30 rates of 1 currency dated 2026-11-20',
    );
    const history = { ...summary, rates: 600, currencies: ['USD', 'JPY'], from: '2026-10-26' };
    assert.equal(
      rateImportNotice(history, span, t),
      'Imported 600 rates of 2 currencies dated 2026-10-26 – 2026-11-20',
    );
  });
});
