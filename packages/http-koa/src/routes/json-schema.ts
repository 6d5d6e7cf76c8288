/** The JSON types a schema's `type` keyword may name. */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** A JSON value, as `JSON.parse` returns it. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/**
 * The subset of JSON Schema 2020-12 (the dialect of OpenAPI 3.1) that the document uses;
 * the tests check values against it with Ajv (`testing/openapi/schema-check.ts`).
 */
export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  enum?: readonly (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  format?: 'date' | 'date-time' | 'uuid' | 'uri';
  contentMediaType?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  description?: string;
  default?: JsonValue;
  deprecated?: boolean;
  example?: JsonValue;
}
