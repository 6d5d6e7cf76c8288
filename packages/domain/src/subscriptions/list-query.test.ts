import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SUBSCRIPTION_SORTS } from '../ports/subscription-repository.js';
import { DomainError, type ErrorCode } from '../shared/domain-error.js';
import { parseSubscriptionListQuery } from './list-query.js';
import type { RawQuery } from './subscription-input.js';

function rejects(raw: RawQuery, code: ErrorCode, field: string): DomainError {
  try {
    parseSubscriptionListQuery(raw);
  } catch (error) {
    assert.ok(error instanceof DomainError, 'expected a DomainError');
    assert.equal(error.code, code);
    assert.equal(error.details.field, field);
    assert.ok(error.details.suggestedFix, 'expected a suggestedFix');
    return error;
  }
  return assert.fail('expected the query to be rejected');
}

describe('parseSubscriptionListQuery', () => {
  it('defaults to the newest 50 without filters', () => {
    assert.deepEqual(parseSubscriptionListQuery({}), {
      limit: 50,
      offset: 0,
      sort: '-createdAt',
      filters: {},
    });
  });

  it('returns every filter that was given', () => {
    const query = parseSubscriptionListQuery({
      limit: '10',
      offset: '20',
      status: 'paused',
      category: 'Video',
      period: 'yearly',
      q: 'net',
      expiringBefore: '2026-12-31',
      sort: 'name',
    });
    assert.deepEqual(query, {
      limit: 10,
      offset: 20,
      sort: 'name',
      filters: {
        status: 'paused',
        category: 'Video',
        period: 'yearly',
        q: 'net',
        expiringBefore: '2026-12-31',
      },
    });
  });

  it('accepts every documented sort', () => {
    for (const sort of SUBSCRIPTION_SORTS)
      assert.equal(parseSubscriptionListQuery({ sort }).sort, sort);
  });

  it('rejects an unknown parameter and names the accepted ones', () => {
    const error = rejects({ page: '2' }, 'invalid_query', 'page');
    assert.match(error.details.suggestedFix ?? '', /expiringBefore/);
  });

  it('rejects repeated and empty parameters', () => {
    rejects({ status: ['active', 'paused'] }, 'invalid_query', 'status');
    rejects({ q: '' }, 'invalid_query', 'q');
  });

  it('rejects a bad limit or offset with invalid_pagination', () => {
    rejects({ limit: '101' }, 'invalid_pagination', 'limit');
    rejects({ offset: '-1' }, 'invalid_pagination', 'offset');
  });

  it('lists the allowed values of a bad status, period or sort', () => {
    assert.deepEqual(rejects({ status: 'gone' }, 'invalid_query', 'status').details.allowedValues, [
      'active',
      'paused',
      'cancelled',
    ]);
    assert.equal(
      rejects({ period: 'weekly' }, 'invalid_query', 'period').details.allowedValues?.length,
      3,
    );
    assert.deepEqual(rejects({ sort: 'price' }, 'invalid_query', 'sort').details.allowedValues, [
      ...SUBSCRIPTION_SORTS,
    ]);
  });

  it('rejects an expiringBefore that is not a real date', () => {
    rejects({ expiringBefore: '2026-02-30' }, 'invalid_query', 'expiringBefore');
    rejects({ expiringBefore: 'tomorrow' }, 'invalid_query', 'expiringBefore');
  });

  it('limits q to 120 and category to 80 characters, an emoji counting once', () => {
    assert.equal(parseSubscriptionListQuery({ q: '🎬'.repeat(120) }).filters.q, '🎬'.repeat(120));
    rejects({ q: 'x'.repeat(121) }, 'invalid_query', 'q');
    rejects({ category: 'x'.repeat(81) }, 'invalid_query', 'category');
  });
});
