import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError, type ErrorCode } from './domain-error.js';
import { parseEnumParam, parsePagination, readQueryParams } from './query-params.js';

function rejection(run: () => unknown, code: ErrorCode, field: string): DomainError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DomainError, 'expected a DomainError');
    assert.equal(error.code, code);
    assert.equal(error.details.field, field);
    return error;
  }
  return assert.fail('expected a rejection');
}

describe('readQueryParams', () => {
  it('returns the accepted parameters and skips undefined ones', () => {
    assert.deepEqual(readQueryParams({ limit: '5', offset: undefined }, ['limit', 'offset']), {
      limit: '5',
    });
  });

  it('rejects an unknown parameter and names the accepted ones in the fix', () => {
    const error = rejection(
      () => readQueryParams({ colour: 'red' }, ['limit', 'offset']),
      'invalid_query',
      'colour',
    );
    assert.match(error.details.suggestedFix ?? '', /limit, offset/);
  });

  it('rejects a repeated parameter', () => {
    rejection(() => readQueryParams({ limit: ['1', '2'] }, ['limit']), 'invalid_query', 'limit');
  });

  it('rejects an empty parameter', () => {
    rejection(() => readQueryParams({ limit: '' }, ['limit']), 'invalid_query', 'limit');
  });

  it('says that an endpoint takes no parameters at all', () => {
    const error = rejection(() => readQueryParams({ x: '1' }, []), 'invalid_query', 'x');
    assert.match(error.details.suggestedFix ?? '', /no query parameters/);
  });
});

describe('parsePagination', () => {
  it('defaults to limit 50 and offset 0', () => {
    assert.deepEqual(parsePagination({}), { limit: 50, offset: 0 });
  });

  it('accepts the bounds', () => {
    assert.deepEqual(parsePagination({ limit: '1', offset: '0' }), { limit: 1, offset: 0 });
    assert.deepEqual(parsePagination({ limit: '100', offset: '250' }), { limit: 100, offset: 250 });
  });

  it('rejects a limit that is not a whole number from 1 to 100', () => {
    for (const limit of ['0', '101', '1.5', 'abc', '-1', '1e2', ' 5']) {
      rejection(() => parsePagination({ limit }), 'invalid_pagination', 'limit');
    }
  });

  it('rejects an offset that is not a whole number of 0 or more', () => {
    for (const offset of ['-1', '1.5', 'abc', '99999999999999999999']) {
      rejection(() => parsePagination({ offset }), 'invalid_pagination', 'offset');
    }
  });
});

describe('parseEnumParam', () => {
  it('returns undefined when absent and the value when allowed', () => {
    assert.equal(parseEnumParam({}, 'status', ['a', 'b']), undefined);
    assert.equal(parseEnumParam({ status: 'b' }, 'status', ['a', 'b']), 'b');
  });

  it('lists the allowed values of a rejected value', () => {
    const error = rejection(
      () => parseEnumParam({ status: 'c' }, 'status', ['a', 'b']),
      'invalid_query',
      'status',
    );
    assert.deepEqual(error.details.allowedValues, ['a', 'b']);
  });
});
