import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { QueryParamRule } from '../shared/query-params.js';
import type { AnySchema } from '../shared/validation-errors.js';

export type { JsonSchema } from '@valibot/to-json-schema';

/**
 * Which value a JSON Schema describes: `input`, the JSON a caller sends (an amount as a
 * decimal number); `output`, the value after parsing (a query parameter's text read as an
 * integer with its bounds).
 */
export type JsonSchemaSide = 'input' | 'output';

// Steps JSON Schema cannot say: custom checks (a real calendar date, visible characters;
// their limits are stated beside them with `metadata`), `trim` and transformations. Any other
// action the converter does not know throws, so a new rule cannot vanish from the schemas.
const UNSTATED = new Set(['check', 'trim', 'transform']);

/**
 * A domain valibot schema as JSON Schema 2020-12, without `$schema` (it sits inside a larger
 * document). The domain still checks what JSON Schema cannot say, and says what to fix.
 *
 * @example
 * jsonSchemaOf(v.pipe(v.string(), v.maxLength(3))); // { type: 'string', maxLength: 3 }
 */
export function jsonSchemaOf(schema: AnySchema, side: JsonSchemaSide = 'input'): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: side,
    overrideAction: ({ valibotAction, jsonSchema }) =>
      UNSTATED.has(valibotAction.type) ? jsonSchema : undefined,
  });
  return json;
}

/**
 * The parameters of query rules as JSON Schema properties of their parsed values (`limit`
 * an integer from 1 to 100), with the words and defaults of the rules.
 *
 * @example
 * queryJsonSchemas(PAGINATION_PARAMS).limit; // { type: 'integer', minimum: 1, maximum: 100, ... }
 */
export function queryJsonSchemas(rules: readonly QueryParamRule[]): Record<string, JsonSchema> {
  return Object.fromEntries(
    rules.map(({ name, schema }) => [name, jsonSchemaOf(schema, 'output')]),
  );
}
