import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { parseSpendQuery, resolveSpendRange } from './spend-query.js';

describe('parseSpendQuery', () => {
  it('accepts months YYYY-MM, each optional', () => {
    assert.deepEqual(parseSpendQuery({}), {});
    assert.deepEqual(parseSpendQuery({ from: '2026-01', to: '2028-12' }), {
      from: '2026-01',
      to: '2028-12',
    });
  });

  it('refuses a bound that is not a month, naming it and showing the form', () => {
    for (const from of ['2026-1', '2026-13', '2026-00', '2026-01-01', '0000-05', 'May']) {
      const error = expectDomainError(() => parseSpendQuery({ from }), 'invalid_query', 'from');
      assert.match(error.details.suggestedFix ?? '', /2026-01/);
    }
  });

  it('refuses to before from and more than 36 months, naming to', () => {
    expectDomainError(
      () => parseSpendQuery({ from: '2026-05', to: '2026-04' }),
      'invalid_query',
      'to',
    );
    const error = expectDomainError(
      () => parseSpendQuery({ from: '2026-01', to: '2029-01' }),
      'invalid_query',
      'to',
    );
    assert.match(error.message, /37 months/);
    assert.deepEqual(parseSpendQuery({ from: '2026-01', to: '2028-12' }).to, '2028-12');
  });

  it('refuses other parameters', () => {
    expectDomainError(() => parseSpendQuery({ currency: 'EUR' }), 'invalid_query', 'currency');
  });
});

describe('resolveSpendRange', () => {
  it('defaults to 11 months before the current month through 12 after it', () => {
    assert.deepEqual(resolveSpendRange({}, '2026-11-21'), { from: '2025-12', to: '2027-11' });
    assert.deepEqual(resolveSpendRange({ from: '2026-06' }, '2026-11-21'), {
      from: '2026-06',
      to: '2027-11',
    });
  });

  it('names the bound sent when a default makes the range too long or backwards', () => {
    expectDomainError(
      () => resolveSpendRange({ from: '2020-01' }, '2026-11-21'),
      'invalid_query',
      'from',
    );
    expectDomainError(
      () => resolveSpendRange({ to: '2020-01' }, '2026-11-21'),
      'invalid_query',
      'to',
    );
  });
});
