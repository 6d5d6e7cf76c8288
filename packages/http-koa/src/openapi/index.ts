export type { JsonSchema, JsonValue } from './json-schema.js';
export { openApiDocument } from './openapi-document.js';
export type { OpenApiDocument } from './openapi-types.js';
export { type SchemaViolation, validateAgainstSchema } from './schema-validator.js';
