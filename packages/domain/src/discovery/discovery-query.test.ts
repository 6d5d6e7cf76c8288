import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { parseDiscoveryQuery } from './discovery-query.js';

describe('parseDiscoveryQuery', () => {
  it('takes the format (absent: told from the file) and the columns named by header', () => {
    assert.deepEqual(parseDiscoveryQuery({}), { format: null, mapping: {} });
    assert.deepEqual(
      parseDiscoveryQuery({ format: 'csv', date: ' Buchungstag ', amount: 'Betrag (€)' }),
      { format: 'csv', mapping: { date: 'Buchungstag', amount: 'Betrag (€)' } },
    );
  });

  it('refuses another format, an unknown or repeated parameter, and an empty header, naming it', () => {
    const format = expectDomainError(
      () => parseDiscoveryQuery({ format: 'qif' }),
      'invalid_query',
      'format',
    );
    assert.deepEqual(format.details.allowedValues, ['csv', 'ofx', 'camt053']);
    expectDomainError(() => parseDiscoveryQuery({ source: 'bank' }), 'invalid_query', 'source');
    expectDomainError(() => parseDiscoveryQuery({ date: ['a', 'b'] }), 'invalid_query', 'date');
    expectDomainError(() => parseDiscoveryQuery({ payee: '   ' }), 'invalid_query', 'payee');
    expectDomainError(
      () => parseDiscoveryQuery({ payee: 'x'.repeat(201) }),
      'invalid_query',
      'payee',
    );
  });
});
