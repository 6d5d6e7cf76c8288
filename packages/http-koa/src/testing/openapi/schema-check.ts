import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../../routes/json-schema.js';

/** One place where a value breaks its schema: a JSON pointer (or a header name) and why. */
export interface SchemaViolation {
  path: string;
  message: string;
}

/**
 * Checks values against the schemas of an OpenAPI 3.1 document with Ajv's JSON Schema
 * 2020-12 validator (the dialect of OpenAPI 3.1) and ajv-formats (`date` is a real
 * calendar day, `date-time` needs an offset, `uuid`, `uri`). Test support: the server
 * itself validates requests with the domain's rules, not with these schemas.
 *
 * @example
 * const check = schemaChecker(openApiDocument);
 * check({ $ref: '#/components/schemas/Subscription' }, body); // [] when valid
 */
export function schemaChecker(document: {
  components: object;
}): (schema: JsonSchema, value: unknown) => SchemaViolation[] {
  // `example` is an OpenAPI annotation; `components` carries the `$ref` targets (below).
  // strictRequired is off: `anyOf: [{ required: [x] }, ...]` rightly names properties that
  // the branch itself does not declare.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
  });
  ajv.addVocabulary(['example', 'components']);
  addFormats.default(ajv);
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  return (schema, value) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // The document's `$ref`s read `#/components/schemas/X`: giving each compiled schema
      // the document's `components` makes them resolve wherever the schema sits.
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => ({
      path: error.instancePath || '/',
      message: `${error.message ?? 'is invalid'}${
        error.keyword === 'additionalProperties' || error.keyword === 'enum'
          ? ` ${JSON.stringify(error.params)}`
          : ''
      }`,
    }));
  };
}
