import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import {
  parseConvertedSpendQuery,
  parseEstimateQuery,
  parseExchangeRateListQuery,
} from './rate-queries.js';

describe('parseExchangeRateListQuery', () => {
  it('reads pages, a currency and a range of dates', () => {
    assert.deepEqual(parseExchangeRateListQuery({}), { limit: 50, offset: 0, filters: {} });
    assert.deepEqual(
      parseExchangeRateListQuery({
        limit: '10',
        offset: '20',
        currency: 'SEK',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
      { limit: 10, offset: 20, filters: { currency: 'SEK', from: '2026-01-01', to: '2026-01-31' } },
    );
  });

  it('refuses bad values and unknown parameters, naming them', () => {
    expectDomainError(
      () => parseExchangeRateListQuery({ limit: '0' }),
      'invalid_pagination',
      'limit',
    );
    expectDomainError(
      () => parseExchangeRateListQuery({ currency: 'usd' }),
      'invalid_query',
      'currency',
    );
    expectDomainError(
      () => parseExchangeRateListQuery({ from: '2026-13-01' }),
      'invalid_query',
      'from',
    );
    expectDomainError(
      () => parseExchangeRateListQuery({ from: '2026-02-01', to: '2026-01-31' }),
      'invalid_query',
      'to',
    );
    expectDomainError(() => parseExchangeRateListQuery({ base: 'EUR' }), 'invalid_query', 'base');
  });
});

describe('parseEstimateQuery', () => {
  it('takes an optional currency subscriptions are kept in', () => {
    assert.deepEqual(parseEstimateQuery({}), {});
    assert.deepEqual(parseEstimateQuery({ currency: 'JPY' }), { currency: 'JPY' });
    const error = expectDomainError(
      () => parseEstimateQuery({ currency: 'SEK' }),
      'invalid_query',
      'currency',
    );
    assert.ok(error.details.allowedValues?.includes('EUR'));
  });
});

describe('parseConvertedSpendQuery', () => {
  it('reads the spend range as the spend query does, and the currency to convert to', () => {
    assert.deepEqual(parseConvertedSpendQuery({ from: '2026-01', convertTo: 'EUR' }), {
      from: '2026-01',
      convertTo: 'EUR',
    });
    assert.deepEqual(parseConvertedSpendQuery({ to: '2026-12' }), { to: '2026-12' });
    expectDomainError(() => parseConvertedSpendQuery({ from: '2026-1' }), 'invalid_query', 'from');
    expectDomainError(
      () => parseConvertedSpendQuery({ convertTo: 'eur' }),
      'invalid_query',
      'convertTo',
    );
    expectDomainError(
      () => parseConvertedSpendQuery({ currency: 'EUR' }),
      'invalid_query',
      'currency',
    );
  });
});
