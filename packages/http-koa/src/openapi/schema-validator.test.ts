import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonSchema } from './json-schema.js';
import { validateAgainstSchema } from './schema-validator.js';

const valid = (schema: JsonSchema, value: unknown, root: object = {}) =>
  assert.deepEqual(validateAgainstSchema(schema, value, root), []);
const messages = (schema: JsonSchema, value: unknown, root: object = {}) =>
  validateAgainstSchema(schema, value, root).map(
    (violation) => `${violation.path} ${violation.message}`,
  );

describe('validateAgainstSchema', () => {
  it('accepts a value of the named type and rejects another', () => {
    valid({ type: 'string' }, 'x');
    assert.deepEqual(messages({ type: 'string' }, 3), ['/ expected string, got integer']);
  });

  it('tells integers from other numbers', () => {
    valid({ type: 'integer' }, 7);
    assert.equal(messages({ type: 'integer' }, 7.5).length, 1);
    valid({ type: 'number' }, 7.5);
  });

  it('accepts null only where a type array allows it', () => {
    valid({ type: ['string', 'null'] }, null);
    assert.equal(messages({ type: 'string' }, null).length, 1);
  });

  it('applies string keywords only to strings, so a nullable pattern accepts null', () => {
    valid({ type: ['string', 'null'], pattern: '^[1-9]\\d*$' }, null);
    assert.equal(messages({ type: ['string', 'null'], pattern: '^[1-9]\\d*$' }, '07').length, 1);
  });

  it('reports missing required properties and properties not allowed, with their paths', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    };
    assert.deepEqual(messages(schema, { b: 1 }), [
      '/ missing required property a',
      '/b property not allowed',
    ]);
  });

  it('validates extra properties against a schema-valued additionalProperties', () => {
    const schema: JsonSchema = { type: 'object', additionalProperties: { type: 'number' } };
    valid(schema, { USD: 1.5 });
    assert.deepEqual(messages(schema, { USD: '1.5' }), ['/USD expected number, got string']);
  });

  it('checks every array item and names its index', () => {
    const schema: JsonSchema = { type: 'array', items: { type: 'integer' }, minItems: 1 };
    assert.deepEqual(messages(schema, [1, 'two']), ['/1 expected integer, got string']);
    assert.equal(messages(schema, []).length, 1);
  });

  it('rejects a value outside enum or const', () => {
    valid({ enum: [1, 3, 7, 14] }, 7);
    assert.equal(messages({ enum: [1, 3, 7, 14] }, 5).length, 1);
    assert.equal(messages({ const: true }, false).length, 1);
  });

  it('checks real calendar dates, not only their shape', () => {
    valid({ type: 'string', format: 'date' }, '2028-02-29');
    assert.equal(messages({ type: 'string', format: 'date' }, '2026-02-29').length, 1);
    assert.equal(messages({ type: 'string', format: 'date' }, '2026-2-1').length, 1);
  });

  it('checks RFC 3339 date-times and UUIDs', () => {
    valid({ format: 'date-time' }, '2026-11-21T07:55:00.000Z');
    valid({ format: 'date-time' }, '2026-11-21T07:55:00+08:00');
    assert.equal(messages({ format: 'date-time' }, '2026-11-21 07:55').length, 1);
    valid({ format: 'uuid' }, '0b9f6c2e-6a43-4c55-9a0e-2f3d1c7b8a91');
    assert.equal(messages({ format: 'uuid' }, 'not-a-uuid').length, 1);
  });

  it('checks lengths in code points, bounds and multiples of a cent', () => {
    valid({ maxLength: 2 }, '😀😀');
    assert.equal(messages({ minLength: 1 }, '').length, 1);
    valid({ minimum: 0, maximum: 999999.99, multipleOf: 0.01 }, 19.99);
    assert.equal(messages({ multipleOf: 0.01 }, 19.999).length, 1);
    assert.equal(messages({ maximum: 999999.99 }, 1000000).length, 1);
    assert.equal(messages({ minimum: 0 }, -1).length, 1);
  });

  it('follows $ref into the root document and reports an unresolvable one', () => {
    const root = { components: { schemas: { Id: { type: 'string', format: 'uuid' } } } };
    valid({ $ref: '#/components/schemas/Id' }, '0b9f6c2e-6a43-4c55-9a0e-2f3d1c7b8a91', root);
    assert.equal(messages({ $ref: '#/components/schemas/Id' }, 'x', root).length, 1);
    assert.deepEqual(messages({ $ref: '#/components/schemas/Nope' }, 'x', root), [
      '/ unresolvable $ref #/components/schemas/Nope',
    ]);
  });

  it('requires exactly one oneOf branch and at least one anyOf branch', () => {
    const oneOf: JsonSchema = { oneOf: [{ type: 'integer' }, { type: 'number' }] };
    valid(oneOf, 1.5);
    assert.match(messages(oneOf, 1)[0] ?? '', /matches 2 oneOf branches/);
    const anyOf: JsonSchema = { anyOf: [{ required: ['a'] }, { required: ['b'] }] };
    valid(anyOf, { b: 1 });
    assert.match(messages(anyOf, {})[0] ?? '', /matches no anyOf branch/);
  });

  it('accepts anything against an empty schema', () => {
    valid({}, { any: ['thing', null] });
  });
});
