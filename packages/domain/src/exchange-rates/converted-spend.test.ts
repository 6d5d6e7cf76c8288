import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MonthlyMinor } from '../analytics/spend-over-time.js';
import type { PaidDayTotal } from '../ports/payment-repository.js';
import { aReferenceRate } from '../testing/rate-builders.js';
import { convertSpend } from './converted-spend.js';
import { RateBook } from './rate-book.js';

const paid = (
  dueOn: string,
  currency: PaidDayTotal['currency'],
  amountMinor: number,
): PaidDayTotal => ({
  dueOn,
  currency,
  amountMinor,
  count: 1,
});

const book = new RateBook([
  aReferenceRate('2026-10-02', 'USD', '1.25'),
  aReferenceRate('2026-11-03', 'USD', '1'),
  aReferenceRate('2026-11-20', 'USD', '1.6'),
]);

describe('convertSpend', () => {
  it('converts each paid payment at the rate of its own due date and projections at today’s', () => {
    const projected: MonthlyMinor = new Map([
      ['USD', [0, 1000, 1000]],
      ['GBP', [0, 0, 500]],
    ]);
    const converted = convertSpend({
      range: { from: '2026-10', to: '2026-12' },
      today: '2026-11-21',
      currency: 'EUR',
      paid: [
        paid('2026-10-05', 'USD', 1000), // at 1.25 (2026-10-02): 8.00
        paid('2026-10-10', 'GBP', 500), // no GBP rate at all
        paid('2026-10-30', 'USD', 1000), // the newest rate is 28 days old
        paid('2026-11-05', 'USD', 1000), // at 1 (2026-11-03): 10.00
        paid('2026-11-02', 'EUR', 300),
        paid('2027-01-05', 'USD', 999), // outside the range
      ],
      projected,
      book,
    });
    assert.deepEqual(converted, {
      currency: 'EUR',
      months: [
        { month: '2026-10', paid: 8, projected: 0, unconvertedCurrencies: ['GBP', 'USD'] },
        { month: '2026-11', paid: 13, projected: 6.25, unconvertedCurrencies: [] },
        { month: '2026-12', paid: 0, projected: 6.25, unconvertedCurrencies: ['GBP'] },
      ],
    });
  });

  it('adds payments at one rate before multiplying, and rounds each month once', () => {
    // Three payments of 0.01 USD at 1.6 per euro: 0.01875 euros, not 3 x 0.01.
    const converted = convertSpend({
      range: { from: '2026-11', to: '2026-11' },
      today: '2026-11-21',
      currency: 'EUR',
      paid: [
        paid('2026-11-20', 'USD', 1),
        paid('2026-11-21', 'USD', 1),
        paid('2026-11-22', 'USD', 1),
      ],
      projected: new Map(),
      book,
    });
    assert.deepEqual(converted.months, [
      { month: '2026-11', paid: 0.02, projected: 0, unconvertedCurrencies: [] },
    ]);
  });
});
