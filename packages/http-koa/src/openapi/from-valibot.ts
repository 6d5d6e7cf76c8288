import type { AnySchema, QueryParamRule } from '@subtrack/domain';
import { type ConversionConfig, toJsonSchema } from '@valibot/to-json-schema';
import type { JsonSchema } from './json-schema.js';
import type { ParameterObject } from './openapi-types.js';

// Steps JSON Schema cannot say: custom checks (their limits are stated beside them with
// `metadata`) and `trim`. Any other action the converter does not know still fails the build.
const UNSTATED = new Set(['check', 'trim', 'transform']);

function convert(schema: AnySchema, typeMode: ConversionConfig['typeMode']): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    overrideAction: ({ valibotAction, jsonSchema }) =>
      UNSTATED.has(valibotAction.type) ? jsonSchema : undefined,
  });
  return json as JsonSchema;
}

/** A domain schema as the JSON a client sends (the value before any transformation). */
export function requestSchema(schema: AnySchema): JsonSchema {
  return convert(schema, 'input');
}

/** The same field as the server answers it: never null (null only clears a field). */
export function answerSchema(schema: AnySchema): JsonSchema {
  const { anyOf, ...rest } = requestSchema(schema);
  const kept = anyOf?.filter((branch) => branch.type !== 'null');
  return kept?.length === 1 ? { ...kept[0], ...rest } : requestSchema(schema);
}

/** A domain query rule as an OpenAPI query parameter (the parsed value's type and bounds). */
export function queryParameter({ name, schema }: QueryParamRule): ParameterObject {
  const { description = name, ...json } = convert(schema, 'output');
  return { name, in: 'query', description, required: false, schema: json };
}
