import type { AnySchema, QueryParamRule } from '@subtrack/domain';
import { jsonSchemaOf } from '@subtrack/domain/json-schema';
import type { JsonSchema } from '../routes/json-schema.js';
import type { ParameterObject } from '../routes/route-doc.js';

/** A domain schema as the JSON a client sends (the value before any transformation). */
export function requestSchema(schema: AnySchema): JsonSchema {
  return jsonSchemaOf(schema, 'input') as JsonSchema;
}

/** The same field as the server answers it: never null (null only clears a field). */
export function answerSchema(schema: AnySchema): JsonSchema {
  const { anyOf, ...rest } = requestSchema(schema);
  const kept = anyOf?.filter((branch) => branch.type !== 'null');
  return kept?.length === 1 ? { ...kept[0], ...rest } : requestSchema(schema);
}

/** A domain query rule as an OpenAPI query parameter (the parsed value's type and bounds). */
export function queryParameter({ name, schema }: QueryParamRule): ParameterObject {
  const { description = name, ...json } = jsonSchemaOf(schema, 'output') as JsonSchema;
  return { name, in: 'query', description, required: false, schema: json };
}
