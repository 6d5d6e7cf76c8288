import type { JsonSchema } from '../routes/json-schema.js';

/** A `$ref` to a schema of `components.schemas`. */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** A closed object: every listed property, `required` as given, nothing else (catches drift). */
export function closedObject(
  properties: Record<string, JsonSchema>,
  required: string[],
  description?: string,
): JsonSchema {
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    properties,
    required,
    additionalProperties: false,
  };
}

/** A closed object whose every property is always present. */
export function fullObject(
  properties: Record<string, JsonSchema>,
  description?: string,
): JsonSchema {
  return closedObject(properties, Object.keys(properties), description);
}

/** An array of the component schema `name`. */
export function arrayOf(name: string, description: string): JsonSchema {
  return { type: 'array', items: schemaRef(name), description };
}

/** A calendar date, `YYYY-MM-DD`. */
export function dateSchema(description: string): JsonSchema {
  return { type: 'string', format: 'date', description };
}
