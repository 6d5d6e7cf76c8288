import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { parseCurrencySymbols, parseExportQuery, parseImportQuery } from './data-io-query.js';

describe('parseExportQuery', () => {
  it('defaults to json and accepts csv', () => {
    assert.deepEqual(parseExportQuery({}), { format: 'json' });
    assert.deepEqual(parseExportQuery({ format: 'csv' }), { format: 'csv' });
  });

  it('refuses another format naming the allowed ones, and unknown parameters', () => {
    const error = expectDomainError(
      () => parseExportQuery({ format: 'xml' }),
      'invalid_query',
      'format',
    );
    assert.deepEqual(error.details.allowedValues, ['json', 'csv']);
    expectDomainError(() => parseExportQuery({ limit: '1' }), 'invalid_query', 'limit');
  });
});

describe('parseImportQuery', () => {
  it('reads source, dryRun, currencySymbols and wallosUser', () => {
    assert.deepEqual(
      parseImportQuery({
        source: 'wallos',
        dryRun: 'true',
        currencySymbols: '$:USD,¥:JPY',
        wallosUser: 'sam',
      }),
      {
        source: 'wallos',
        dryRun: true,
        currencySymbols: { $: 'USD', '¥': 'JPY' },
        wallosUser: 'sam',
      },
    );
    assert.deepEqual(parseImportQuery({ source: 'subtrack' }), {
      source: 'subtrack',
      dryRun: false,
      currencySymbols: {},
    });
  });

  it('requires a source and a dryRun of true or false', () => {
    const missing = expectDomainError(() => parseImportQuery({}), 'invalid_query', 'source');
    assert.match(missing.message, /required/);
    expectDomainError(() => parseImportQuery({ source: 'x' }), 'invalid_query', 'source');
    expectDomainError(
      () => parseImportQuery({ source: 'wallos', dryRun: 'yes' }),
      'invalid_query',
      'dryRun',
    );
  });
});

describe('parseCurrencySymbols', () => {
  it('reads SYMBOL=CODE pairs for the command line', () => {
    assert.deepEqual(parseCurrencySymbols(['$=USD', 'kr=SEK'], '=', 'currency-symbol'), {
      $: 'USD',
      kr: 'SEK',
    });
  });

  it('refuses a pair without a symbol, a code that is not three capitals, or a symbol twice', () => {
    for (const pairs of [[':USD'], ['$:usd'], ['$USD'], ['$:USD', '$:CAD']]) {
      expectDomainError(
        () => parseCurrencySymbols(pairs, ':', 'currencySymbols'),
        'invalid_query',
        'currencySymbols',
      );
    }
  });
});
