import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rational } from '../analytics/money.js';
import { anOwnRate, aReferenceRate } from '../testing/rate-builders.js';
import { chooseRate } from './choose-rate.js';
import type { ScopedExchangeRate } from './exchange-rate.js';
import { RateBook } from './rate-book.js';

const choose = (rates: ScopedExchangeRate[], from: string, to: string, day: string) =>
  chooseRate(new RateBook(rates), from, to, day);

describe('chooseRate', () => {
  it('takes the newest rate dated on or before the day', () => {
    const rates = [
      aReferenceRate('2026-11-18', 'USD', '1.07'),
      aReferenceRate('2026-11-20', 'USD', '1.0856'),
      aReferenceRate('2026-11-23', 'USD', '1.2'),
    ];
    assert.deepEqual(choose(rates, 'EUR', 'USD', '2026-11-22'), {
      rate: rational(10856, 10000),
      rateDate: '2026-11-20',
      source: 'ecb',
    });
  });

  it('uses a rate 14 days old, never one 15 days old', () => {
    const rates = [aReferenceRate('2026-11-01', 'USD', '1.08')];
    assert.equal(choose(rates, 'EUR', 'USD', '2026-11-15')?.rateDate, '2026-11-01');
    assert.equal(choose(rates, 'EUR', 'USD', '2026-11-16'), null);
    assert.equal(choose(rates, 'EUR', 'USD', '2026-10-31'), null);
  });

  it("prefers the account's own rate to the reference rate of the same date", () => {
    const rates = [
      aReferenceRate('2026-11-20', 'USD', '1.0856'),
      anOwnRate('2026-11-20', 'EUR', 'USD', '1.1'),
    ];
    assert.deepEqual(choose(rates, 'EUR', 'USD', '2026-11-21'), {
      rate: rational(11, 10),
      rateDate: '2026-11-20',
      source: 'owner',
    });
  });

  it('prefers a newer reference rate to an older own rate', () => {
    const rates = [
      anOwnRate('2026-11-19', 'EUR', 'USD', '1.1'),
      aReferenceRate('2026-11-20', 'USD', '1.0856'),
    ];
    assert.equal(choose(rates, 'EUR', 'USD', '2026-11-21')?.source, 'ecb');
  });

  it('prefers a direct rate to the inverse of the opposite one on the same date', () => {
    const rates = [
      anOwnRate('2026-11-20', 'GBP', 'USD', '1.25'),
      anOwnRate('2026-11-20', 'USD', 'GBP', '0.79'),
    ];
    assert.deepEqual(choose(rates, 'USD', 'GBP', '2026-11-20')?.rate, rational(79, 100));
    assert.deepEqual(choose(rates, 'GBP', 'USD', '2026-11-20')?.rate, rational(5, 4));
  });

  it('inverts the opposite rate when it is the only one, and the newer one', () => {
    const rates = [
      anOwnRate('2026-11-18', 'USD', 'GBP', '0.79'),
      anOwnRate('2026-11-20', 'GBP', 'USD', '1.25'),
    ];
    assert.deepEqual(choose(rates, 'USD', 'GBP', '2026-11-21'), {
      rate: rational(4, 5),
      rateDate: '2026-11-20',
      source: 'owner',
    });
    // Into EUR, a reference rate from EUR is the inverse.
    assert.deepEqual(
      choose([aReferenceRate('2026-11-20', 'USD', '1.25')], 'USD', 'EUR', '2026-11-20')?.rate,
      rational(4, 5),
    );
  });

  it('converts through EUR with both rates of one date when there is no direct one', () => {
    const rates = [
      aReferenceRate('2026-11-20', 'USD', '1.0856'),
      aReferenceRate('2026-11-20', 'GBP', '0.8571'),
      aReferenceRate('2026-11-21', 'USD', '1.09'),
    ];
    // 2026-11-21 has no GBP rate, so both legs come from 2026-11-20: GBP per USD = 0.8571 / 1.0856.
    assert.deepEqual(choose(rates, 'USD', 'GBP', '2026-11-22'), {
      rate: rational(8571, 10856),
      rateDate: '2026-11-20',
      source: 'ecb',
    });
  });

  it('says a through-EUR rate is typed when one of its two legs was', () => {
    const rates = [
      aReferenceRate('2026-11-20', 'USD', '1.0856'),
      anOwnRate('2026-11-20', 'GBP', 'EUR', '1.25'),
    ];
    assert.deepEqual(choose(rates, 'USD', 'GBP', '2026-11-20'), {
      // EUR->GBP is the inverse of the typed GBP->EUR: 0.8; GBP per USD = 0.8 / 1.0856.
      rate: rational(8000, 10856),
      rateDate: '2026-11-20',
      source: 'owner',
    });
  });

  it('finds nothing without a direct rate and without both rates against EUR on one date', () => {
    const rates = [
      aReferenceRate('2026-11-19', 'USD', '1.08'),
      aReferenceRate('2026-11-20', 'GBP', '0.8571'),
    ];
    assert.equal(choose(rates, 'USD', 'GBP', '2026-11-20'), null);
    assert.equal(choose(rates, 'USD', 'JPY', '2026-11-20'), null);
    assert.equal(choose([], 'EUR', 'USD', '2026-11-20'), null);
  });

  it('refuses to look up a currency against itself', () => {
    assert.throws(() => choose([], 'EUR', 'EUR', '2026-11-20'), RangeError);
  });
});
