import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ConvertedCurrencyEstimate, Currency, CurrencyEstimate } from '@subtrack/domain';
import { estimateHeadline } from './estimate-headline.js';

const line = (
  currency: Currency,
  rateDate: string | null,
  source: 'ecb' | 'owner' | null,
): ConvertedCurrencyEstimate => ({
  currency,
  monthlyTotal: 10,
  estimate: 9,
  rate: 0.9,
  rateDate,
  source,
});

function anEstimate(overrides: Partial<CurrencyEstimate> = {}): CurrencyEstimate {
  return {
    currency: 'EUR',
    asOf: '2026-11-22',
    monthlyTotal: 312.4,
    annualTotal: 3748.8,
    converted: [line('EUR', null, null), line('USD', '2026-11-20', 'ecb')],
    unconverted: [],
    ...overrides,
  };
}

describe('estimateHeadline', () => {
  it('gives the figures, the date and the source of the rates used', () => {
    assert.deepEqual(estimateHeadline(anEstimate()), {
      currency: 'EUR',
      monthly: 312.4,
      annual: 3748.8,
      rates: { oldest: '2026-11-20', newest: '2026-11-20', sources: 'ecb' },
      staleDays: null,
      leftOut: [],
    });
  });

  it('spans the dates of rates of several days and says when they are both kinds', () => {
    const converted = [line('GBP', '2026-11-18', 'owner'), line('USD', '2026-11-20', 'ecb')];
    const { rates } = estimateHeadline(anEstimate({ converted }));
    assert.deepEqual(rates, { oldest: '2026-11-18', newest: '2026-11-20', sources: 'both' });
  });

  it('names no rate when every subscription is in the estimate’s currency', () => {
    const { rates, staleDays } = estimateHeadline(
      anEstimate({ converted: [line('EUR', null, null)] }),
    );
    assert.deepEqual([rates, staleDays], [null, null]);
  });

  it('counts the days of a newest rate more than 7 days old, and only then', () => {
    const old = (date: string) => anEstimate({ converted: [line('USD', date, 'ecb')] });
    assert.equal(estimateHeadline(old('2026-11-15')).staleDays, null);
    assert.equal(estimateHeadline(old('2026-11-14')).staleDays, 8);
  });

  it('lists each currency left out with a link to add its rate into the estimate’s currency', () => {
    const unconverted = [
      { currency: 'AUD' as Currency, monthlyTotal: 4.5, reason: 'no_rate' as const },
    ];
    assert.deepEqual(estimateHeadline(anEstimate({ unconverted })).leftOut, [
      {
        currency: 'AUD',
        monthlyTotal: 4.5,
        addRateHref: '/settings/rates?from=AUD&to=EUR#enter-rate',
      },
    ]);
  });
});
