/**
 * `@subtrack/domain/json-schema`: the domain's valibot schemas as JSON Schema 2020-12 (the
 * dialect of OpenAPI 3.1 and of MCP tool schemas), so an HTTP document or a tool catalogue
 * states the same limits, enums and words the domain checks. One converter for every door.
 *
 * @packageDocumentation
 * @module @subtrack/domain/json-schema
 */
export * from './json-schema-of.js';
