import type { JsonObjectSchema, JsonSchema } from './input-schemas.js';

/**
 * The API's schemas by name, as the OpenAPI document holds them (`components.schemas`,
 * referring to each other as `#/components/schemas/<name>`): handed over by the composition
 * root, so a tool's answer is declared with the very schemas of the REST answer it is.
 */
export type ApiSchemas = Readonly<Record<string, object>>;

const COMPONENT = '#/components/schemas/';

/** What a tool answers: the API schema of that name, or an object schema referring to them. */
export type ToolOutput = { answer: string } | { schema: JsonObjectSchema };

/** A reference to the API schema `name`, inside a {@link ToolOutput}. */
export const apiSchema = (name: string): JsonSchema => ({ $ref: `${COMPONENT}${name}` });

/** `value` with every `#/components/schemas/<name>` reference made `#/$defs/<name>`; `seen` gets the names. */
function rewrite(value: unknown, seen: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, seen));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT)) {
        const name = inner.slice(COMPONENT.length);
        seen.add(name);
        return [key, `#/$defs/${name}`];
      }
      return [key, rewrite(inner, seen)];
    }),
  );
}

/**
 * A tool's `outputSchema` as MCP lists it: an object schema standing alone, the API
 * schemas it refers to (and those they refer to) under `$defs`, so a client (the official
 * SDK checks every answer) validates `structuredContent` without the API's document.
 */
export function outputSchemaOf(output: ToolOutput, schemas: ApiSchemas): JsonObjectSchema {
  const named = (name: string) => {
    const schema = schemas[name];
    if (schema === undefined) throw new Error(`no API schema named ${name}`);
    return schema;
  };
  const seen = new Set<string>();
  const root = rewrite(
    'answer' in output ? named(output.answer) : output.schema,
    seen,
  ) as JsonObjectSchema;
  const defs: Record<string, unknown> = {};
  for (const name of seen) {
    defs[name] = rewrite(named(name), seen);
  }
  if (root.type !== 'object') throw new Error('a tool answers an object');
  return seen.size === 0 ? root : { ...root, $defs: defs };
}
