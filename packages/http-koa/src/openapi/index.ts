export type { JsonSchema, JsonValue } from './json-schema.js';
export { openApiDocument } from './openapi-document.js';
export type { OpenApiDocument } from './openapi-types.js';
