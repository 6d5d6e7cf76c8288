import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { answeredFields, askedFields } from './subscription-fields.js';

// A client checks the document's schemas with its validator's default settings (the MCP
// SDK checks every tool answer so): amounts like 17.99 are not exact multiples of 0.01 in
// binary floating point, so the schema must not promise what such a validator refuses.
const accepts = (schema: object, value: unknown) => new Ajv2020().compile(schema)(value);

describe('the subscription fields of the API document', () => {
  it('let a validator at its default settings accept every amount of at most 2 decimals', () => {
    for (const amount of [17.99, 0.07, 999999.99, 19.9, 5]) {
      assert.ok(accepts(answeredFields['amount']!, amount), `answered ${amount}`);
      assert.ok(accepts(askedFields['amount']!, amount), `sent ${amount}`);
    }
  });

  it('still bound the amount and say it has at most 2 decimals', () => {
    const amount = answeredFields['amount']!;
    assert.deepEqual([amount.minimum, amount.maximum], [0, 999999.99]);
    assert.match(String(amount.description), /at most 2 decimals/);
  });
});
