import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiSchema, outputSchemaOf } from './output-schemas.js';

const SCHEMAS = {
  Envelope: {
    type: 'object',
    properties: { data: { $ref: '#/components/schemas/Item' } },
  },
  Item: { type: 'object', properties: { id: { $ref: '#/components/schemas/Uuid' } } },
  Uuid: { type: 'string', format: 'uuid' },
  Unused: { type: 'string' },
};

describe('outputSchemaOf', () => {
  it('stands alone: the API schemas it refers to, and theirs, under $defs, and no others', () => {
    assert.deepEqual(outputSchemaOf({ answer: 'Envelope' }, SCHEMAS), {
      type: 'object',
      properties: { data: { $ref: '#/$defs/Item' } },
      $defs: {
        Item: { type: 'object', properties: { id: { $ref: '#/$defs/Uuid' } } },
        Uuid: { type: 'string', format: 'uuid' },
      },
    });
  });

  it('takes an object schema of the tool’s own that refers to API schemas', () => {
    const schema = { type: 'object' as const, properties: { id: apiSchema('Uuid') } };
    assert.deepEqual(outputSchemaOf({ schema }, SCHEMAS), {
      ...schema,
      properties: { id: { $ref: '#/$defs/Uuid' } },
      $defs: { Uuid: SCHEMAS.Uuid },
    });
  });

  it('refuses a name the API has no schema for, so a renamed schema fails here', () => {
    assert.throws(() => outputSchemaOf({ answer: 'Missing' }, SCHEMAS), /no API schema named/);
  });
});
