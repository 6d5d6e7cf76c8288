import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as v from 'valibot';
import { DomainError } from './domain-error.js';
import {
  hasField,
  issuesToDomainError,
  parseField,
  rejectUnwritableKeys,
  requireJsonObject,
} from './validation-errors.js';

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  assert.equal(result.success, false);
  return result.issues!;
}

describe('issuesToDomainError', () => {
  it('uses the first issue only, with its message and dot path as field', () => {
    const schema = v.object({
      amount: v.number('amount must be a number.'),
      name: v.string('name must be a string.'),
    });
    const error = issuesToDomainError(
      'invalid_subscription',
      issuesOf(schema, { amount: 'x', name: 1 }),
    );
    assert.equal(error.code, 'invalid_subscription');
    assert.equal(error.message, 'amount must be a number.');
    assert.deepEqual(error.details, { field: 'amount' });
  });

  it('prefers the given field and adds the hints, allowed values as a copy', () => {
    const allowed = ['a', 'b'] as const;
    const error = issuesToDomainError('invalid_query', issuesOf(v.picklist(allowed), 'c'), {
      field: 'status',
      suggestedFix: 'Send a or b.',
      allowedValues: allowed,
    });
    assert.deepEqual(error.details, {
      field: 'status',
      suggestedFix: 'Send a or b.',
      allowedValues: ['a', 'b'],
    });
  });

  it('leaves field out when neither a path nor a field is known', () => {
    const error = issuesToDomainError('invalid_json', issuesOf(v.string(), 1));
    assert.deepEqual(error.details, {});
  });
});

describe('parseField', () => {
  it('returns the schema output', () => {
    assert.equal(parseField(v.pipe(v.string(), v.trim()), ' x ', 'invalid_query', 'q'), 'x');
  });

  it('throws the first issue naming the field', () => {
    const schema = v.pipe(v.number(), v.minValue(1, 'too small'), v.maxValue(0, 'too large'));
    assert.throws(
      () => parseField(schema, -5, 'invalid_pagination', 'limit'),
      (error) =>
        error instanceof DomainError &&
        error.code === 'invalid_pagination' &&
        error.message === 'too small' &&
        error.details.field === 'limit',
    );
  });
});

describe('requireJsonObject', () => {
  it('returns a plain object', () => {
    const body = { a: 1 };
    assert.equal(requireJsonObject(body), body);
  });

  it('rejects arrays, null, primitives and class instances with invalid_json', () => {
    for (const body of [[1], null, 'x', 3, false, new Map()]) {
      assert.throws(
        () => requireJsonObject(body),
        (error) => error instanceof DomainError && error.code === 'invalid_json',
      );
    }
  });
});

describe('rejectUnwritableKeys', () => {
  it('accepts a body of writable keys only', () => {
    assert.equal(
      rejectUnwritableKeys({ a: 1 }, ['a', 'b'], 'invalid_subscription_field'),
      undefined,
    );
  });

  it('names the first offending key in body order and lists the writable fields', () => {
    assert.throws(
      () =>
        rejectUnwritableKeys({ a: 1, x: 2, id: 3 }, ['a'], 'invalid_subscription_field', ['id']),
      (error) =>
        error instanceof DomainError &&
        error.details.field === 'x' &&
        /not a writable field/.test(error.message) &&
        error.details.writableFields?.join() === 'a',
    );
  });

  it('says when a key is server-managed', () => {
    assert.throws(
      () => rejectUnwritableKeys({ id: 3 }, ['a'], 'invalid_subscription_field', ['id']),
      (error) => error instanceof DomainError && /server-managed/.test(error.message),
    );
  });
});

describe('hasField', () => {
  it('is true only for own keys with a defined value', () => {
    assert.equal(hasField({ a: null }, 'a'), true);
    assert.equal(hasField({ a: undefined }, 'a'), false);
    assert.equal(hasField({}, 'toString'), false);
  });
});
