import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { parseCurrencySettingsBody, toCurrencySettingsResource } from './currency-settings.js';
import { toExchangeRateResource } from './exchange-rate.js';
import { parseExchangeRatePut } from './parse-exchange-rate.js';

const path = { date: '2026-11-20', from: 'USD', to: 'EUR' };

describe('parseExchangeRatePut', () => {
  it('reads a typed rate exactly as its digits', () => {
    assert.deepEqual(parseExchangeRatePut(path, { rate: 0.9211 }), {
      date: '2026-11-20',
      from: 'USD',
      to: 'EUR',
      rate: '0.9211',
    });
  });

  it('names the field at fault, first the path, then the body', () => {
    expectDomainError(
      () => parseExchangeRatePut({ ...path, date: '2026-02-30' }, { rate: 1 }),
      'invalid_exchange_rate',
      'date',
    );
    const from = expectDomainError(
      () => parseExchangeRatePut({ ...path, from: 'usd' }, { rate: 1 }),
      'invalid_exchange_rate',
      'from',
    );
    assert.ok(from.details.allowedValues?.includes('USD'));
    expectDomainError(
      () => parseExchangeRatePut({ ...path, to: 'XAU' }, { rate: 1 }),
      'invalid_exchange_rate',
      'to',
    );
    const same = expectDomainError(
      () => parseExchangeRatePut({ ...path, to: 'USD' }, { rate: 1 }),
      'invalid_exchange_rate',
      'to',
    );
    assert.match(same.details.suggestedFix ?? '', /needs no rate to itself/);
    expectDomainError(() => parseExchangeRatePut(path, [1]), 'invalid_json');
    const unknown = expectDomainError(
      () => parseExchangeRatePut(path, { rate: 1, source: 'ecb' }),
      'invalid_exchange_rate',
      'source',
    );
    assert.deepEqual(unknown.details.writableFields, ['rate']);
  });

  it('says what is wrong with the rate and how to write it', () => {
    const cases: Array<[unknown, RegExp]> = [
      [undefined, /rate is required/],
      ['0.92', /must be a JSON number/],
      [0, /greater than 0/],
      [-0.5, /greater than 0/],
      [0.1 + 0.2, /more than 15 significant digits/],
      [5e9, /between 0.000000001 and 1000000000/],
    ];
    for (const [rate, message] of cases) {
      const error = expectDomainError(
        () => parseExchangeRatePut(path, rate === undefined ? {} : { rate }),
        'invalid_exchange_rate',
        'rate',
      );
      assert.match(error.message, message);
      assert.match(error.details.suggestedFix ?? '', /how many EUR one USD bought on 2026-11-20/);
    }
  });
});

describe('parseCurrencySettingsBody', () => {
  it('takes a currency subscriptions are kept in, or null for none', () => {
    assert.deepEqual(parseCurrencySettingsBody({ homeCurrency: 'CHF' }), { homeCurrency: 'CHF' });
    assert.deepEqual(parseCurrencySettingsBody({ homeCurrency: null }), { homeCurrency: null });
  });

  it('refuses anything else, naming the field and the allowed values', () => {
    expectDomainError(() => parseCurrencySettingsBody('EUR'), 'invalid_json');
    expectDomainError(
      () => parseCurrencySettingsBody({ currency: 'EUR' }),
      'invalid_currency_settings',
      'currency',
    );
    const missing = expectDomainError(
      () => parseCurrencySettingsBody({}),
      'invalid_currency_settings',
      'homeCurrency',
    );
    assert.match(missing.message, /required/);
    const wrong = expectDomainError(
      () => parseCurrencySettingsBody({ homeCurrency: 'eur' }),
      'invalid_currency_settings',
      'homeCurrency',
    );
    assert.equal(wrong.details.allowedValues?.length, 10);
  });
});

describe('toCurrencySettingsResource', () => {
  it('shows no home currency for an account that never chose one', () => {
    assert.deepEqual(toCurrencySettingsResource(null), { homeCurrency: null });
  });
});

describe('toExchangeRateResource', () => {
  it('shows a rate as a JSON number with the digits it was given', () => {
    assert.deepEqual(
      toExchangeRateResource({
        date: '2026-11-20',
        from: 'EUR',
        to: 'JPY',
        rate: '163.84',
        source: 'ecb',
      }),
      { date: '2026-11-20', from: 'EUR', to: 'JPY', rate: 163.84, source: 'ecb' },
    );
  });
});
