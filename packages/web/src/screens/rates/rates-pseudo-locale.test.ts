import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CURRENCIES } from '@subtrack/domain';
import { aReferenceRate } from '@subtrack/domain/testing';
import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { formattersFor } from '../../format/formatters.js';
import { renderInPseudoLocale, unmarkedOnPage } from '../../testing/pseudo-locale.js';
import { aWebSession } from '../../testing/test-session.js';
import { rateRow, ratesView } from '../../view-models/rates-view.js';
import { RatesScreen } from './rates-screen.js';

const { t } = translatorFor(PSEUDO_LANGUAGE);
const format = formattersFor('en');
const usd = aReferenceRate('2026-11-01', 'USD', '1.0856');
// Currency codes and dates (written by the formatters) are the same in every catalog.
const AS_IS = [...CURRENCIES, 'owner@example.com', format.date('2026-11-01')];

describe('the Rates screen in the pseudo-locale', () => {
  it('says every word through the catalogs: rates, a stale notice, history, both forms', () => {
    const screen = h(RatesScreen, {
      session: aWebSession(),
      notice: null,
      view: ratesView({ newestDate: '2026-11-01', rates: [usd] }, '2026-11-28', t),
      format,
      homeCurrency: 'EUR',
      history: { currency: 'USD', rows: [rateRow(usd, t)], previous: '/p', next: '/n' },
      enter: { date: '2026-11-28', from: '', to: 'EUR', rate: '' },
      failed: {
        form: 'enter',
        errors: [{ field: 'from', message: t('rates.enter.from.missing') }],
      },
    });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), AS_IS), []);
  });

  it('says the empty state and a missing home currency through the catalogs', () => {
    const screen = h(RatesScreen, {
      session: aWebSession(),
      notice: null,
      view: ratesView({ newestDate: null, rates: [] }, '2026-11-28', t),
      format,
      homeCurrency: null,
      history: { currency: 'USD', rows: [], previous: null, next: null },
      enter: { date: '2026-11-28', from: '', to: 'EUR', rate: '' },
      failed: { form: 'import', errors: [{ field: 'file', message: t('rates.import.missing') }] },
    });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), AS_IS), []);
  });
});
