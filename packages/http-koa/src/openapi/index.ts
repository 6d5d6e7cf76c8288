export type { JsonSchema, JsonValue } from './json-schema.js';
export { buildOpenApiDocument } from './openapi-document.js';
export type { OpenApiDocument } from './openapi-types.js';
export { json } from './operation.js';
