import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../shared/domain-error.js';
import { parseNoQuery, parseSummaryQuery } from './analytics-query.js';

function isInvalidQuery(field: string) {
  return (error: unknown) =>
    error instanceof DomainError && error.code === 'invalid_query' && error.details.field === field;
}

describe('parseSummaryQuery', () => {
  it('defaults horizonDays to 30', () => {
    assert.deepEqual(parseSummaryQuery({}), { horizonDays: 30 });
  });

  it('accepts 1 to 365', () => {
    assert.deepEqual(parseSummaryQuery({ horizonDays: '1' }), { horizonDays: 1 });
    assert.deepEqual(parseSummaryQuery({ horizonDays: '365' }), { horizonDays: 365 });
  });

  it('rejects a horizon outside 1-365 or not a whole number', () => {
    for (const horizonDays of ['0', '366', '7.5', 'week', '-3', ['7', '8'], '']) {
      assert.throws(() => parseSummaryQuery({ horizonDays }), isInvalidQuery('horizonDays'));
    }
  });

  it('rejects any other parameter', () => {
    assert.throws(() => parseSummaryQuery({ currency: 'USD' }), isInvalidQuery('currency'));
  });
});

describe('parseNoQuery', () => {
  it('accepts an empty query', () => {
    assert.equal(parseNoQuery({}), undefined);
  });

  it('rejects any parameter, even an empty one', () => {
    assert.throws(() => parseNoQuery({ limit: '10' }), isInvalidQuery('limit'));
    assert.throws(() => parseNoQuery({ debug: '' }), isInvalidQuery('debug'));
  });
});
