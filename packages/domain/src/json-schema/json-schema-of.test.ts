import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as v from 'valibot';
import { PAGINATION_PARAMS } from '../shared/query-params.js';
import { SUBSCRIPTION_FIELD_RULES } from '../subscriptions/subscription-field-rules.js';
import { jsonSchemaOf, queryJsonSchemas } from './json-schema-of.js';

const ruleOf = (field: string) => SUBSCRIPTION_FIELD_RULES.find((rule) => rule.field === field)!;

describe('jsonSchemaOf', () => {
  it('describes the amount a caller sends as a decimal number with its bounds, not minor units', () => {
    const amount = jsonSchemaOf(ruleOf('amount').schema);
    assert.equal(amount.type, 'number');
    assert.equal(amount.maximum, 999999.99);
    assert.equal('$schema' in amount, false);
  });

  it('states a date as its format and pattern, leaving the real-calendar check to the domain', () => {
    const next = jsonSchemaOf(ruleOf('nextPaymentDate').schema);
    assert.deepEqual(
      [next.type, next.format, next.pattern],
      ['string', 'date', '^\\d{4}-\\d{2}-\\d{2}$'],
    );
    assert.match(String(next.description), /upcoming renewal/);
  });

  it('refuses a rule it cannot state instead of leaving it out silently', () => {
    assert.throws(() => jsonSchemaOf(v.pipe(v.string(), v.toUpperCase())));
  });
});

describe('queryJsonSchemas', () => {
  it('states limit and offset as the integers they are read as, with their defaults', () => {
    const { limit, offset } = queryJsonSchemas(PAGINATION_PARAMS);
    assert.deepEqual(
      [limit?.type, limit?.minimum, limit?.maximum, limit?.default],
      ['integer', 1, 100, 50],
    );
    assert.deepEqual([offset?.type, offset?.minimum, offset?.default], ['integer', 0, 0]);
  });
});
