import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rational } from '../analytics/money.js';
import { foldSubscriptions } from '../analytics/subscription-fold.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { estimateExampleSubscriptions, FRIDAY_RATES } from '../testing/estimate-example.js';
import { estimateInCurrency, monthlyTotalsFold } from './estimate.js';
import { RateBook } from './rate-book.js';

const WORKED_EXAMPLE = estimateExampleSubscriptions();

function totalsOf(subscriptions: Subscription[]) {
  return foldSubscriptions(subscriptions, monthlyTotalsFold());
}

describe('estimateInCurrency', () => {
  it('gives the worked example of the docs: about EUR 49.55 a month, AUD left out', () => {
    const estimate = estimateInCurrency(totalsOf(WORKED_EXAMPLE), {
      currency: 'EUR',
      asOf: '2026-11-22',
      book: new RateBook(FRIDAY_RATES),
    });
    assert.deepEqual(estimate, {
      currency: 'EUR',
      asOf: '2026-11-22',
      // 25.98/1.0856 + 8.99/0.8571 + 1500/163.84 + (365/90)/0.9412 + 20/12, summed exactly:
      // 49.5511844..., rounded once; the rounded lines would add up to 49.56.
      monthlyTotal: 49.55,
      annualTotal: 594.61,
      converted: [
        {
          currency: 'CHF',
          monthlyTotal: 4.06,
          estimate: 4.31,
          rate: 1.062473438,
          rateDate: '2026-11-20',
          source: 'ecb',
        },
        {
          currency: 'EUR',
          monthlyTotal: 1.67,
          estimate: 1.67,
          rate: 1,
          rateDate: null,
          source: null,
        },
        {
          currency: 'GBP',
          monthlyTotal: 8.99,
          estimate: 10.49,
          rate: 1.166725003,
          rateDate: '2026-11-20',
          source: 'ecb',
        },
        {
          currency: 'JPY',
          monthlyTotal: 1500,
          estimate: 9.16,
          rate: 0.006103515625,
          rateDate: '2026-11-20',
          source: 'ecb',
        },
        {
          currency: 'USD',
          monthlyTotal: 25.98,
          estimate: 23.93,
          rate: 0.9211495947,
          rateDate: '2026-11-20',
          source: 'ecb',
        },
      ],
      unconverted: [{ currency: 'AUD', monthlyTotal: 4.5, reason: 'no_rate' }],
    });
  });

  it('converts JPY exactly, with no digit lost before the one rounding', () => {
    // 1,000 yen at 163.84 yen a euro: 6.103515625 euros, rounded half away from zero.
    const estimate = estimateInCurrency(new Map([['JPY', rational(100_000)]]), {
      currency: 'EUR',
      asOf: '2026-11-20',
      book: new RateBook(FRIDAY_RATES),
    });
    assert.equal(estimate.monthlyTotal, 6.1);
    assert.equal(estimate.annualTotal, 73.24);
  });

  it('answers zero with nothing listed for an account without active subscriptions', () => {
    const estimate = estimateInCurrency(new Map(), {
      currency: 'GBP',
      asOf: '2026-11-20',
      book: new RateBook([]),
    });
    assert.deepEqual(estimate, {
      currency: 'GBP',
      asOf: '2026-11-20',
      monthlyTotal: 0,
      annualTotal: 0,
      converted: [],
      unconverted: [],
    });
  });

  it('leaves every currency out when the rates are older than 14 days', () => {
    const estimate = estimateInCurrency(totalsOf(WORKED_EXAMPLE), {
      currency: 'EUR',
      asOf: '2026-12-05',
      book: new RateBook(FRIDAY_RATES),
    });
    assert.deepEqual(
      estimate.unconverted.map((u) => u.currency),
      ['AUD', 'CHF', 'GBP', 'JPY', 'USD'],
    );
    assert.equal(estimate.monthlyTotal, 1.67);
  });
});
